import { resolve } from 'node:path';

/** services/learning/content, found from this file both in src/ and in dist/. */
export const DEFAULT_CONTENT_DIR = resolve(__dirname, '..', '..', 'content');

/** CONTENT_DIR when set (tests, benchmarks), else the service's own content folder. */
export function contentDirFrom(env: NodeJS.ProcessEnv): string {
  const dir = env.CONTENT_DIR?.trim();
  return dir ? resolve(dir) : DEFAULT_CONTENT_DIR;
}
