import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@grammarpath/contracts';
import { onDemand, ProtectedRoute, type RouteHandle } from '@grammarpath/platform';
import './i18n';

/** A route of a page that needs a user, its code loaded when it is visited. */
function protectedRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const Page = onDemand(load);
  return {
    path,
    element: (
      <ProtectedRoute>
        <Page />
      </ProtectedRoute>
    ),
    handle: { preload: Page.preload } satisfies RouteHandle,
  };
}

/** The pages mfe_progress owns (REMOTES.mfe_progress.routes), with absolute paths; the shell mounts them. All need a user. */
export const routes: RouteObject[] = [
  protectedRoute(ROUTES.progress.pattern, () =>
    import('./pages/progress-page').then((module) => module.ProgressPage),
  ),
  protectedRoute(ROUTES.achievements.pattern, () =>
    import('./pages/achievements-page').then((module) => module.AchievementsPage),
  ),
  protectedRoute(ROUTES.profile.pattern, () =>
    import('./pages/profile-page').then((module) => module.ProfilePage),
  ),
];
