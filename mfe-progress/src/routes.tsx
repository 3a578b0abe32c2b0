import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ProtectedRoute } from '@grammarpath/platform';
import './i18n/register-progress-translations';
import { AchievementsPage } from './modules/progress/components/achievements-page';
import { ProfilePage } from './modules/progress/components/profile-page';
import { ProgressPage } from './modules/progress/components/progress-page';

const protectedPage = (page: ReactNode) => <ProtectedRoute>{page}</ProtectedRoute>;

/** The pages mfe_progress owns, with absolute paths; the shell mounts them. All need a user. */
export const routes: RouteObject[] = [
  { path: '/progress', element: protectedPage(<ProgressPage />) },
  { path: '/achievements', element: protectedPage(<AchievementsPage />) },
  { path: '/profile', element: protectedPage(<ProfilePage />) },
];
