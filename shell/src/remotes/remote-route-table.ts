import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

export { REMOTE_NAMES, type RemoteName };

/**
 * Which remote owns which path, known before any remote loads (DESIGN.md §1). A remote's
 * `./routes` must declare exactly these patterns.
 */
export const REMOTE_ROUTE_TABLE: Record<RemoteName, readonly string[]> = {
  mfe_quiz: ['/quiz', '/results', '/daily-challenge', '/mistakes-review'],
  mfe_paths: [
    '/learning-paths',
    '/learning-path/:id',
    '/learning-paths/:id',
    '/learning-journey',
    '/learning-journey/:id',
    '/learning-paths/:pathId/stages/:stageId',
  ],
  mfe_progress: ['/progress', '/achievements', '/profile'],
};

/** The remote that owns a path, or undefined (then the path is unknown: 404). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) =>
    REMOTE_ROUTE_TABLE[remote].some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  );
}
