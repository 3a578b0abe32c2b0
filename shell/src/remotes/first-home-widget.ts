// Loaded by main.ts before the shared modules are negotiated: contracts is not shared, so it may be imported.
import { ROUTES } from '@grammarpath/contracts';
import { loadRemoteModule } from './load-remote-module';
import type { RemoteWidgetRef } from './remote-widgets';

/** The logged-in home page's first widget: the one the page needs to render (the others wait, see LoggedInHome). */
export const FIRST_HOME_WIDGET = {
  remote: 'mfe_quiz',
  widget: 'QuizSetupWidget',
} as const satisfies RemoteWidgetRef;

/**
 * Called by main.ts before the shell's own code loads: on the home page of a learner (the early GET
 * /api/user answered 200), starts loading the first widget (/remotes.json, its manifest, remoteEntry.js,
 * its chunks and the shared modules it needs) alongside the shell, so that it is there when the shell
 * renders the home page instead of one more Module Federation round trip later.
 */
export function preloadFirstHomeWidget(pathname: string, user: Promise<Response>): void {
  if (pathname !== ROUTES.home.pattern) return;
  user
    .then((response) => {
      if (response.ok) return loadRemoteModule(`${FIRST_HOME_WIDGET.remote}/${FIRST_HOME_WIDGET.widget}`);
    })
    .catch(() => {
      // The home page shows the error and its Retry when it renders the widget.
    });
}
