import { ROUTES } from '@grammarpath/contracts';
import { NotFoundPage } from '../pages/not-found/lazy-not-found-page';
import { FIRST_HOME_WIDGET } from '../remotes/first-home-widget';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { preloadRemotePage } from '../remotes/remote-route-handles';
import { remoteForPath } from '../remotes/remote-route-table';
import { AboutPage, AuthPage, SettingsPage } from './lazy-pages';

/**
 * Loads the code the page at `pathname` renders first (its lazy page, its remote's routes or the home page's
 * first widget), so that hydrating a page rendered on the server finishes in one pass, without a part that
 * suspends and stays not hydrated, and not answering, a while longer. It imports none of the frame: the app's
 * components load beside it (bootstrap.tsx).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  if (pathname === ROUTES.home.pattern)
    await loadRemoteModule(`${FIRST_HOME_WIDGET.remote}/${FIRST_HOME_WIDGET.widget}`);
  else if (pathname === ROUTES.settings.pattern) await SettingsPage.preload();
  else if (pathname === ROUTES.about.pattern) await AboutPage.preload();
  else if (pathname === ROUTES.auth.pattern) await AuthPage.preload();
  else await (remoteForPath(pathname) ? preloadRemotePage(pathname) : NotFoundPage.preload());
}
