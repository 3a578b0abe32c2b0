import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';
import { ROUTES } from '@grammarpath/contracts';
import { AppLayout } from '../frame/app-layout';
import { HomePage } from '../pages/home/home-page';
import { RemoteOrNotFound } from './remote-or-not-found';
import { AboutPage, AuthPage, SettingsPage } from './lazy-pages';

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
