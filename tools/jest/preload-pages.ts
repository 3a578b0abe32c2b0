import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@grammarpath/platform';

/**
 * Loads the code of every page a remote loads on demand, as the shell does before it renders one: a test's
 * renders then wait for no module (the first load of a page's modules can outlast a query's timeout).
 */
export function preloadPages(routes: RouteObject[]): Promise<unknown> {
  return Promise.all(routes.map((route) => (route.handle as RouteHandle | undefined)?.preload?.()));
}
