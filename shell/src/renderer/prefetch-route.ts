import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@grammarpath/platform';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { remoteForPath } from '../remotes/remote-route-table';

/**
 * Runs the `prefetch` of the remote route that owns the page at `url` (its `handle`, RouteHandle), within
 * `budgetMs`. What did not arrive in time, or failed, is dropped from the cache: the page then renders its
 * loading state, as the client's first render will, and the client fetches it.
 */
export async function prefetchRoute(queryClient: QueryClient, url: URL, budgetMs: number): Promise<void> {
  const { pathname, searchParams } = url;
  const remote = remoteForPath(pathname);
  if (!remote) return;
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const prefetches = loadRemoteModule<{ routes: RouteObject[] }>(`${remote}/routes`).then(({ routes }) =>
    Promise.allSettled(
      routes.flatMap((route) => {
        const match = route.path ? matchPath(route.path, pathname) : null;
        const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
        return match && prefetch ? [prefetch(queryClient, match.params, searchParams)] : [];
      }),
    ),
  );
  await Promise.race([prefetches.catch(() => undefined), budget]);
  clearTimeout(timer);
  await queryClient.cancelQueries({ predicate: (query) => query.state.status !== 'success' });
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}
