import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, remoteRoutePatterns, type RemoteName } from '@grammarpath/contracts';

/**
 * The remote that owns a path, or undefined (then the path is unknown: 404). Known before any remote
 * loads (DESIGN.md §1): the patterns come from contracts' remote registry, which each remote's `./routes`
 * declares exactly.
 */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) =>
    remoteRoutePatterns(remote).some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  );
}
