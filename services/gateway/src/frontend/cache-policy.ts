import { basename } from 'node:path';

/** Files that name other files: they must be revalidated so a deploy takes effect at once. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** Content-hashed names such as main.3f2a9c1b.js or 512.a1b2c3d4e5.chunk.css. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[\w.]+$/i;

export const NO_CACHE = 'no-cache';
/** A page holding one learner's data: never kept by a shared cache. */
export const PRIVATE_NO_CACHE = 'private, no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
