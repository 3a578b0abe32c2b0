import { join } from 'node:path';

export interface FrontendMount {
  /** URL prefix without trailing slash; '' for the shell at /. */
  prefix: string;
  /** Built files folder. */
  folder: string;
}

/** The shell at / and each remote under /mfe/<name>/, all from their dist folders under FRONTEND_ROOT. */
export function frontendMounts(frontendRoot: string): FrontendMount[] {
  return [
    { prefix: '/mfe/quiz', folder: join(frontendRoot, 'mfe-quiz', 'dist') },
    { prefix: '/mfe/paths', folder: join(frontendRoot, 'mfe-paths', 'dist') },
    { prefix: '/mfe/progress', folder: join(frontendRoot, 'mfe-progress', 'dist') },
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
