import { nextTask } from './deferred/next-task';
import { renderedState } from './prerender/rendered-state';
import { preloadFirstHomeWidget } from './remotes/first-home-widget';
import { startEarlyUserRequest } from './session/early-user-request';
import { applyAntdStylesheet } from './styles/antd-stylesheet';

// Before the shell's code loads (nothing shared may be imported here): the session request and, on a learner's
// home page, the first remote widget start alongside the shell's code. (A prerendered visitor's page loads the
// visitor entry instead, src/visitor/main.ts, which hydrates its islands without the app.)
void applyAntdStylesheet();
// A page the shell's renderer drew carries the session and the page's data already (bootstrap hydrates it, and
// loads the page's code first).
if (!renderedState()) preloadFirstHomeWidget(window.location.pathname, startEarlyUserRequest());
// Asynchronous boundary: Module Federation negotiates the shared singletons before the app's code runs. The
// start-up runs in steps of a task each: the federation runtime's set-up with this file; the app's code asked
// for; React DOM evaluated while that code downloads; the app's code evaluated once it has. In one step it was
// a single long task.
void (async () => {
  await nextTask();
  const bootstrap = import('./bootstrap');
  await nextTask();
  await import('react-dom/client');
  await bootstrap;
})();
