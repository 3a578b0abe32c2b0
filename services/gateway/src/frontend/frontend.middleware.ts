import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@grammarpath/server-kit';
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { frontendMounts, isSpaRoute } from './frontend-mounts';
import { servePrecompressed } from './precompressed';

const REMOTES_PATH = '/remotes.json';

function serveFolder(folder: string): RequestHandler {
  const precompressed = servePrecompressed(folder);
  const files = express.static(folder, {
    index: false,
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  return (req, res, next) => precompressed(req, res, () => files(req, res, next));
}

/**
 * The front ends for single-machine runs: GET /remotes.json (from REMOTE_MFE_*_URL), the built remotes
 * under /mfe/<name>/, the shell at / with index.html for its browser routes. A missing dist folder is
 * logged once and that part answers 404.
 */
export function createFrontendMiddleware(config: AppConfig, frontendRoot: string): RequestHandler {
  const logger = new Logger('Frontend');
  const mounts = frontendMounts(frontendRoot)
    .filter((mount) => {
      const present = existsSync(mount.folder);
      if (!present)
        logger.warn(`${mount.folder} is missing: ${mount.prefix || '/'} will answer 404 until it is built`);
      return present;
    })
    .map((mount) => ({ ...mount, serve: serveFolder(mount.folder) }));
  const shellIndex = join(frontendRoot, 'shell', 'dist', 'index.html');
  const remotes = JSON.stringify(config.remotes);

  return (req: Request, res: Response, next: NextFunction) => {
    const pathname = req.originalUrl.split('?')[0];
    if (pathname === REMOTES_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('application/json').send(remotes);
      return;
    }
    const mount = mounts.find(
      (candidate) => pathname === candidate.prefix || pathname.startsWith(`${candidate.prefix}/`),
    );
    if (!mount) return next();
    // Nest mounts middleware on a wildcard path, which strips req.url: serve relative to the mount
    // from the original URL, and give the router back its own req.url before passing on.
    const routerUrl = req.url;
    const passOn = () => {
      req.url = routerUrl;
      next();
    };
    const spaFallback = () => {
      if (mount.prefix !== '' || !isSpaRoute(req.method, pathname) || !existsSync(shellIndex))
        return passOn();
      res.setHeader('Cache-Control', NO_CACHE);
      res.sendFile(shellIndex);
    };
    req.url = req.originalUrl.slice(mount.prefix.length) || '/';
    mount.serve(req, res, spaFallback);
  };
}
