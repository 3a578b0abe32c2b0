import { useLocation } from 'react-router-dom';
import { LazyNotFoundPage } from '../pages/not-found/lazy-not-found-page';
import { RemotePage } from './remote-page';
import { remoteForPath } from '../remotes/remote-route-table';

/** The catch-all route: a path a remote owns loads that remote, any other path is a 404. */
export function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  return remote ? <RemotePage remote={remote} /> : <LazyNotFoundPage />;
}
