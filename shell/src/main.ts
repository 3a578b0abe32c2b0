import { preloadFirstHomeWidget } from './remotes/first-home-widget';
import { startEarlyUserRequest } from './session/early-user-request';

// Before the shell's code loads (nothing shared may be imported here): the session request and, on a
// learner's home page, the first remote widget start alongside it.
preloadFirstHomeWidget(window.location.pathname, startEarlyUserRequest());
// Asynchronous boundary: Module Federation negotiates the shared singletons before the app's code runs.
void import('./bootstrap');
