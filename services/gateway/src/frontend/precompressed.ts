import { statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cacheControlFor } from './cache-policy';

/** Pre-compressed copies the front-end builds write next to their files (tools/rspack/precompress-plugin.ts), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Serves `folder`'s files from their pre-compressed copies when the browser accepts one (brotli, else
 * gzip), with the file's own type and cache policy and `Vary: Accept-Encoding`. Anything else (no copy,
 * no accepted encoding, not a file) goes to `next`, the plain static files; the compression middleware
 * leaves an already encoded answer alone.
 */
export function servePrecompressed(folder: string): RequestHandler {
  const root = resolve(folder);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(join(root, pathname));
    if (!file.startsWith(root + sep) || !isFile(file)) return next();
    // Ours is the order that counts (brotli is smaller), not the browser's.
    const variant = VARIANTS.find(
      (candidate) =>
        req.acceptsEncodings(candidate.encoding) === candidate.encoding && isFile(file + candidate.suffix),
    );
    if (!variant) return next();
    res.setHeader('Content-Encoding', variant.encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(file));
    res.type(extname(file));
    res.sendFile(file + variant.suffix, { cacheControl: false }, (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
