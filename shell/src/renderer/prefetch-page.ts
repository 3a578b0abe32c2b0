import type { QueryClient } from '@tanstack/react-query';
import { remoteRouteHandles } from '../remotes/remote-route-handles';

/** The `prefetch` of the remote route that owns the page at `url`, and its page's code (`preload`). */
async function prefetchRemoteRoute(queryClient: QueryClient, url: URL): Promise<unknown> {
  const { pathname, searchParams } = url;
  return Promise.allSettled(
    (await remoteRouteHandles(pathname)).flatMap(({ handle, params }) => [
      handle.prefetch?.(queryClient, params, searchParams),
      handle.preload?.(),
    ]),
  );
}

/**
 * Fills the cache with the data the page at `url` renders first, within `budgetMs`: its remote route's
 * prefetch and the shell's own (`shell`: the frame's, frame/prefetch-frame.ts). What did not arrive in time, or
 * failed, is dropped from the cache: the page then renders its loading state, as the client's first render
 * will, and the client fetches it.
 */
export async function prefetchPage(
  queryClient: QueryClient,
  url: URL,
  { budgetMs, shell }: { budgetMs: number; shell?: (queryClient: QueryClient) => Promise<unknown> },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const prefetches = Promise.allSettled([prefetchRemoteRoute(queryClient, url), shell?.(queryClient)]);
  await Promise.race([prefetches, budget]);
  clearTimeout(timer);
  await queryClient.cancelQueries({ predicate: (query) => query.state.status !== 'success' });
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}
