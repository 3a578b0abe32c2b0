import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';
import { ROUTES } from '@grammarpath/contracts';
import { onDemand } from '@grammarpath/platform';
import { AppLayout } from '../frame/app-layout';
import { HomePage } from '../pages/home/home-page';
import { RemoteOrNotFound } from './remote-or-not-found';
import { NotFoundPage } from '../pages/not-found/lazy-not-found-page';
import { FIRST_HOME_WIDGET } from '../remotes/first-home-widget';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { preloadRemotePage } from '../remotes/remote-route-handles';
import { remoteForPath } from '../remotes/remote-route-table';

// Forms and settings stay out of the first load: most visits start on / or a remote's page.
export const AuthPage = onDemand(() => import('../pages/auth/auth-page').then((m) => m.AuthPage));
const SettingsPage = onDemand(() => import('../pages/settings/settings-page').then((m) => m.SettingsPage));
const AboutPage = onDemand(() => import('../pages/about/about-page').then((m) => m.AboutPage));

/**
 * Loads the code the page at `pathname` renders first (its lazy page, its remote's routes or the home page's
 * first widget), so that hydrating a page rendered on the server finishes in one pass, without a part that
 * suspends and stays not hydrated, and not answering, a while longer.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  if (pathname === ROUTES.home.pattern)
    await loadRemoteModule(`${FIRST_HOME_WIDGET.remote}/${FIRST_HOME_WIDGET.widget}`);
  else if (pathname === ROUTES.settings.pattern) await SettingsPage.preload();
  else if (pathname === ROUTES.about.pattern) await AboutPage.preload();
  else if (pathname === ROUTES.auth.pattern) await AuthPage.preload();
  else await (remoteForPath(pathname) ? preloadRemotePage(pathname) : NotFoundPage.preload());
}

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
