import type { RouteObject } from 'react-router-dom';
import { REMOTES, ROUTES } from '@grammarpath/contracts';
import { onDemand, type OnDemand, type RouteHandle, type RoutePrefetch } from '@grammarpath/platform';
import './i18n';
import { pathsQuery } from './shared/api/get-paths';
import { RequireLearner } from './shared/components/require-learner';

type PathsRoute = (typeof REMOTES.mfe_paths.routes)[number];

const Journey = onDemand(() =>
  import('./features/journey/components/journey-page').then(({ JourneyPage }) => () => (
    <RequireLearner>
      <JourneyPage />
    </RequireLearner>
  )),
);

/**
 * The page of each route the registry gives mfe_paths, each loaded when it is visited: a route added there
 * fails to compile until it has one.
 */
const PAGES: Record<PathsRoute, OnDemand<object>> = {
  paths: onDemand(() =>
    import('./features/paths/components/paths-list-page').then((module) => module.PathsListPage),
  ),
  pathDetail: onDemand(() =>
    import('./features/paths/components/path-detail-page').then((module) => module.PathDetailPage),
  ),
  pathJourney: Journey,
  journey: Journey,
  journeyOf: Journey,
  stage: onDemand(() =>
    import('./features/stages/components/stage-page').then(({ StagePage }) => () => (
      <RequireLearner>
        <StagePage />
      </RequireLearner>
    )),
  ),
};

/** The data a page renders first, fetched by the shell's renderer before it renders the page on the server. */
const PREFETCH: Partial<Record<PathsRoute, RoutePrefetch>> = {
  paths: (queryClient) => queryClient.prefetchQuery(pathsQuery()),
};

/**
 * The pages mfe_paths owns, with absolute paths; the shell mounts them. The list and the detail
 * can be viewed without a session (their calls treat 401 as null); the others show a login-required
 * panel to a logged-out visitor.
 */
export const routes: RouteObject[] = REMOTES.mfe_paths.routes.map((name) => {
  const Page = PAGES[name];
  return {
    path: ROUTES[name].pattern,
    element: <Page />,
    handle: { prefetch: PREFETCH[name], preload: Page.preload } satisfies RouteHandle,
  };
});
