import { resolve } from 'node:path';

/** services/learning/content, found from this file both in src/ and in dist/. */
export const DEFAULT_CONTENT_DIR = resolve(__dirname, '..', '..', 'content');

/** The configured content folder (CONTENT_DIR, read by loadConfig: tests, benchmarks), else the service's own. */
export function contentDirFrom(configured: string | undefined): string {
  return configured ? resolve(configured) : DEFAULT_CONTENT_DIR;
}
