import { preloadFirstHomeWidget } from './remotes/first-home-widget';
import { prerenderedState } from './prerender/prerendered-state';
import { startEarlyUserRequest } from './session/early-user-request';
import { applyAntdStylesheet } from './styles/antd-stylesheet';

// Before the shell's code loads (nothing shared may be imported here). A prerendered visitor's page is
// already on screen: the browser paints it before the app's code runs, and no session is asked for (the
// edge sends those pages only to requests without one). Otherwise the session request and, on a learner's
// home page, the first remote widget start alongside the shell's code.
if (prerenderedState()) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      // antd's whole stylesheet, for what renders later (the page's own styles are inline).
      void applyAntdStylesheet();
      import('./bootstrap').catch((error: unknown) => {
        // Without the app the page cannot be hydrated: at least its links and text stay usable.
        document.getElementById('root')?.removeAttribute('inert');
        console.error('Loading the app failed', error);
      });
    }),
  );
} else {
  void applyAntdStylesheet();
  preloadFirstHomeWidget(window.location.pathname, startEarlyUserRequest());
  // Asynchronous boundary: Module Federation negotiates the shared singletons before the app's code runs.
  void import('./bootstrap');
}
