import { use } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LazyNotFoundPage } from '../pages/not-found/lazy-not-found-page';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { RemoteBoundary } from '../remotes/remote-boundary';
import type { RemoteName } from '@grammarpath/contracts';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { routes } = use(loadRemoteModule<{ routes: RouteObject[] }>(`${remote}/routes`));
  return useRoutes([...routes, { path: '*', element: <LazyNotFoundPage /> }]);
}

/** Mounts a remote's `./routes` (absolute paths) under the shell's catch-all route. */
export function RemotePage({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  // A new remote gets a new boundary; another page of the same remote clears a page's error.
  return (
    <RemoteBoundary key={remote} resetKey={pathname}>
      <RemoteRoutes remote={remote} />
    </RemoteBoundary>
  );
}
