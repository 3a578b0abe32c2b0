import { matchPath, type RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteParams } from '@grammarpath/platform';
import { loadRemoteModule } from './load-remote-module';
import { remoteForPath } from './remote-route-table';

/** The `handle` (RouteHandle) of each route of the remote that owns `pathname` matching it, with its params. */
export async function remoteRouteHandles(
  pathname: string,
): Promise<{ handle: RouteHandle; params: RouteParams }[]> {
  const remote = remoteForPath(pathname);
  if (!remote) return [];
  const { routes } = await loadRemoteModule<{ routes: RouteObject[] }>(`${remote}/routes`);
  return routes.flatMap((route) => {
    const match = route.path ? matchPath(route.path, pathname) : null;
    return match ? [{ handle: (route.handle ?? {}) as RouteHandle, params: match.params }] : [];
  });
}

/** Loads the remote's routes module and the code of its page at `pathname` (a page loaded on demand). */
export async function preloadRemotePage(pathname: string): Promise<void> {
  await Promise.all((await remoteRouteHandles(pathname)).map(({ handle }) => handle.preload?.()));
}
