import { join } from 'node:path';
import { REMOTE_NAMES, REMOTES } from '@grammarpath/contracts';

export interface FrontendMount {
  /** URL prefix without trailing slash; '' for the shell at /. */
  prefix: string;
  /** Built files folder. */
  folder: string;
}

/**
 * Each remote of the registry (contracts REMOTES) at its mount, from its package's dist folder under
 * FRONTEND_ROOT (mfe_quiz → mfe-quiz/dist), and the shell at /.
 */
export function frontendMounts(frontendRoot: string): FrontendMount[] {
  return [
    ...REMOTE_NAMES.map((remote) => ({
      prefix: REMOTES[remote].mount.replace(/\/$/, ''),
      folder: join(frontendRoot, remote.replaceAll('_', '-'), 'dist'),
    })),
    { prefix: '', folder: join(frontendRoot, 'shell', 'dist') },
  ];
}

const NOT_SPA_PATHS = /^\/(api|mfe|health)(\/|$)|^\/(remotes|openapi)\.json$/;
const HAS_EXTENSION = /\/[^/]*\.[^/]*$/;

/** Browser routes of the shell (/, /quiz, /learning-paths/3 …) get index.html; assets and APIs never do. */
export function isSpaRoute(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !NOT_SPA_PATHS.test(pathname) && !HAS_EXTENSION.test(pathname);
}
