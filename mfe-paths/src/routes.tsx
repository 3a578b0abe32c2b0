import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { REMOTES, ROUTES } from '@grammarpath/contracts';
import type { RouteHandle, RoutePrefetch } from '@grammarpath/platform';
import './i18n';
import { JourneyPage } from './features/journey/components/journey-page';
import { PathDetailPage } from './features/paths/components/path-detail-page';
import { PathsListPage } from './features/paths/components/paths-list-page';
import { StagePage } from './features/stages/components/stage-page';
import { pathsQuery } from './shared/api/get-paths';
import { RequireLearner } from './shared/components/require-learner';

type PathsRoute = (typeof REMOTES.mfe_paths.routes)[number];

const journey = (
  <RequireLearner>
    <JourneyPage />
  </RequireLearner>
);

/** The page of each route the registry gives mfe_paths: a route added there fails to compile until it has one. */
const PAGES: Record<PathsRoute, ReactElement> = {
  paths: <PathsListPage />,
  pathDetail: <PathDetailPage />,
  pathJourney: journey,
  journey,
  journeyOf: journey,
  stage: (
    <RequireLearner>
      <StagePage />
    </RequireLearner>
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
export const routes: RouteObject[] = REMOTES.mfe_paths.routes.map((name) => ({
  path: ROUTES[name].pattern,
  element: PAGES[name],
  handle: { prefetch: PREFETCH[name] } satisfies RouteHandle,
}));
