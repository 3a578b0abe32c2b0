import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';
import { ROUTES } from '@grammarpath/contracts';
import { AppLayout } from '../frame/app-layout';
import { HomePage } from '../pages/home/home-page';
import { preloadableLazy } from '../deferred/preloadable-lazy';
import { RemoteOrNotFound } from './remote-or-not-found';

// Forms and settings stay out of the first load: most visits start on / or a remote's page.
export const AuthPage = preloadableLazy(() => import('../pages/auth/auth-page').then((m) => m.AuthPage));
const SettingsPage = preloadableLazy(() =>
  import('../pages/settings/settings-page').then((m) => m.SettingsPage),
);
const AboutPage = preloadableLazy(() => import('../pages/about/about-page').then((m) => m.AboutPage));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={ROUTES.home.pattern} element={<HomePage />} />
        <Route
          path={ROUTES.auth.pattern}
          element={
            <Suspense fallback={<Skeleton active />}>
              <AuthPage />
            </Suspense>
          }
        />
        <Route
          path={ROUTES.settings.pattern}
          element={
            <Suspense fallback={<Skeleton active />}>
              <SettingsPage />
            </Suspense>
          }
        />
        <Route
          path={ROUTES.about.pattern}
          element={
            <Suspense fallback={<Skeleton active />}>
              <AboutPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteOrNotFound />} />
      </Route>
    </Routes>
  );
}
