import type { RouteObject } from 'react-router-dom';
import './i18n/register-paths-translations';
import { JourneyPage } from './modules/paths/components/journey-page';
import { PathDetailPage } from './modules/paths/components/path-detail-page';
import { PathsListPage } from './modules/paths/components/paths-list-page';
import { RequireLearner } from './modules/paths/components/require-learner';
import { StagePage } from './modules/paths/components/stage-page';

const journey = (
  <RequireLearner>
    <JourneyPage />
  </RequireLearner>
);

/**
 * The pages mfe_paths owns, with absolute paths; the shell mounts them. The list and the detail
 * can be viewed without a session (their calls treat 401 as null); the others show a login-required
 * panel to a logged-out visitor.
 */
export const routes: RouteObject[] = [
  { path: '/learning-paths', element: <PathsListPage /> },
  { path: '/learning-path/:id', element: <PathDetailPage /> },
  { path: '/learning-paths/:id', element: journey },
  { path: '/learning-journey', element: journey },
  { path: '/learning-journey/:id', element: journey },
  {
    path: '/learning-paths/:pathId/stages/:stageId',
    element: (
      <RequireLearner>
        <StagePage />
      </RequireLearner>
    ),
  },
];
