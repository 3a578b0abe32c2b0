import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@grammarpath/contracts';
import { ProtectedRoute } from '@grammarpath/platform';
import './i18n';
import { AchievementsPage } from './pages/achievements-page';
import { ProfilePage } from './pages/profile-page';
import { ProgressPage } from './pages/progress-page';

const protectedPage = (page: ReactNode) => <ProtectedRoute>{page}</ProtectedRoute>;

/** The pages mfe_progress owns (REMOTES.mfe_progress.routes), with absolute paths; the shell mounts them. All need a user. */
export const routes: RouteObject[] = [
  { path: ROUTES.progress.pattern, element: protectedPage(<ProgressPage />) },
  { path: ROUTES.achievements.pattern, element: protectedPage(<AchievementsPage />) },
  { path: ROUTES.profile.pattern, element: protectedPage(<ProfilePage />) },
];
