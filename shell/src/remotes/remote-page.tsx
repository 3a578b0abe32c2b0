import { use } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteName } from './remote-route-table';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { routes } = use(loadRemoteModule<{ routes: RouteObject[] }>(`${remote}/routes`));
  return useRoutes([...routes, { path: '*', element: <NotFoundPage /> }]);
}

/** Mounts a remote's `./routes` (absolute paths) under the shell's catch-all route. */
export function RemotePage({ remote }: { remote: RemoteName }) {
  return (
    <RemoteBoundary key={remote}>
      <RemoteRoutes remote={remote} />
    </RemoteBoundary>
  );
}
