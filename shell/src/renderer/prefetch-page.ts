import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@grammarpath/platform';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { remoteForPath } from '../remotes/remote-route-table';

/** The `prefetch` of the remote route that owns `pathname` (its `handle`, RouteHandle), if it has one. */
async function prefetchRemoteRoute(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const remote = remoteForPath(pathname);
  if (!remote) return;
  const { routes } = await loadRemoteModule<{ routes: RouteObject[] }>(`${remote}/routes`);
  return Promise.allSettled(
    routes.flatMap((route) => {
      const match = route.path ? matchPath(route.path, pathname) : null;
      const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
      return match && prefetch ? [prefetch(queryClient, match.params)] : [];
    }),
  );
}

/**
 * Fills the cache with the data the page at `pathname` renders first, within `budgetMs`: its remote route's
 * prefetch and the shell's own (`shell`: the frame's, frame/prefetch-frame.ts). What did not arrive in time, or
 * failed, is dropped from the cache: the page then renders its loading state, as the client's first render
 * will, and the client fetches it.
 */
export async function prefetchPage(
  queryClient: QueryClient,
  pathname: string,
  { budgetMs, shell }: { budgetMs: number; shell?: (queryClient: QueryClient) => Promise<unknown> },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const prefetches = Promise.allSettled([prefetchRemoteRoute(queryClient, pathname), shell?.(queryClient)]);
  await Promise.race([prefetches, budget]);
  clearTimeout(timer);
  await queryClient.cancelQueries({ predicate: (query) => query.state.status !== 'success' });
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}
