import type { QueryClient } from '@tanstack/react-query';

/** A route's parameters, as React Router matched them ('/learning-paths/:id' → { id: '5' }). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Fills the query cache with the data a route's page renders first (DESIGN.md §8): the shell's renderer runs it
 * with the learner's session before rendering the page on the server, and the client hydrates from that cache,
 * so its first render asks for none of it again. It uses the same query options as the page (same keys, same
 * fetchers). A failure, or an answer later than the renderer's budget, only leaves that data to the client.
 * `searchParams` is the page address's query (/quiz?settings=…), as the page reads it with useSearchParams.
 */
export type RoutePrefetch = (
  queryClient: QueryClient,
  params: RouteParams,
  searchParams: URLSearchParams,
) => Promise<unknown>;

/** What a remote's route object may carry in React Router's `handle`. */
export interface RouteHandle {
  prefetch?: RoutePrefetch;
  /** Loads the code of a page loaded on demand (onDemand), before the page is rendered or hydrated. */
  preload?: () => Promise<unknown>;
}
