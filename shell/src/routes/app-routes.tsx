import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';
import { ROUTES } from '@grammarpath/contracts';
import { AppLayout } from '../frame/app-layout';
import { HomePage } from '../pages/home/home-page';
import { RemoteOrNotFound } from './remote-or-not-found';

// Forms and settings stay out of the first load: most visits start on / or a remote's page.
const AuthPage = lazy(() =>
  import('../pages/auth/auth-page').then(({ AuthPage }) => ({ default: AuthPage })),
);
const SettingsPage = lazy(() =>
  import('../pages/settings/settings-page').then(({ SettingsPage }) => ({ default: SettingsPage })),
);

const AboutPage = lazy(() =>
  import('../pages/about/about-page').then(({ AboutPage }) => ({ default: AboutPage })),
);

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
