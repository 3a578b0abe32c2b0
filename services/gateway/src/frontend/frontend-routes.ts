import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@grammarpath/server-kit';
import { prerenderedPageFor, ROUTES } from '@grammarpath/contracts';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE, PRIVATE_NO_CACHE } from './cache-policy';
import { type FrontendMount, frontendMounts, isSpaRoute } from './frontend-mounts';
import { renderedLearnerDocument } from './learner-renderer';
import { hasLearnerSession } from './learner-session';
import { DOCUMENT_VARY, PrerenderedDocuments } from './prerendered-documents';

const REMOTES_PATH = '/remotes.json';

/** A file inside `folder` named by the URL path, or null (missing, a folder, or outside the folder). */
function fileIn(folder: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  } catch {
    return null;
  }
  const file = join(folder, relative);
  if (!file.startsWith(folder + sep)) return null;
  try {
    return statSync(file).isFile() ? relative : null;
  } catch {
    return null;
  }
}

function sendFile(reply: FastifyReply, mount: FrontendMount, relative: string): FastifyReply {
  return reply
    .sendFile(relative, mount.folder, { cacheControl: false })
    .header('Cache-Control', cacheControlFor(relative));
}

/**
 * The front ends for single-machine runs: GET /remotes.json (from REMOTE_MFE_*_URL), the built remotes
 * under /mfe/<name>/, the shell at / with index.html for its browser routes; compressed (pre-compressed
 * .br/.gz files when the build wrote them, else gzip on the fly). A missing dist folder is logged once and
 * that part answers 404.
 */
export async function registerFrontends(
  fastify: FastifyInstance,
  config: AppConfig,
  frontendRoot: string,
): Promise<void> {
  const logger = new Logger('Frontend');
  const mounts = frontendMounts(frontendRoot).filter((mount) => {
    const present = existsSync(mount.folder);
    if (!present)
      logger.warn(`${mount.folder} is missing: ${mount.prefix || '/'} will answer 404 until it is built`);
    return present;
  });
  const shellDist = join(frontendRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  const prerendered = new PrerenderedDocuments(shellDist);
  const sessionCookies = [config.session.cookieName, `__Host-${config.session.cookieName}`];
  const remotes = JSON.stringify(config.remotes);

  await fastify.register(async (scope) => {
    await scope.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await scope.register(fastifyStatic, {
      root: frontendRoot,
      serve: false,
      preCompressed: true,
      index: false,
    });

    scope.get(REMOTES_PATH, (_req, reply) =>
      reply.header('Cache-Control', NO_CACHE).type('application/json').send(remotes),
    );

    scope.get('/*', async (req, reply) => {
      const pathname = req.url.split('?', 1)[0];
      const mount = mounts.find(
        (candidate) => pathname === candidate.prefix || pathname.startsWith(`${candidate.prefix}/`),
      );
      const relative = mount ? fileIn(mount.folder, pathname.slice(mount.prefix.length)) : null;
      if (mount && relative) return sendFile(reply, mount, relative);
      if (!isSpaRoute(req.method, pathname)) return reply.callNotFound();
      void reply.header('Vary', DOCUMENT_VARY).header('Cache-Control', NO_CACHE);
      let visitor = !sessionCookies.some((name) => req.cookies[name] !== undefined);
      // /auth with a session: a learner goes home at once, a stale cookie gets the visitor's page.
      if (!visitor && prerenderedPageFor(pathname) === 'auth') {
        const learner = await hasLearnerSession(config.identityUrl, req.headers.cookie ?? '');
        if (learner) return reply.redirect(ROUTES.home.href(), 302);
        visitor = learner === false;
      }
      const lng = (req.query as Record<string, unknown>).lng;
      const document = visitor
        ? prerendered.answer(
            {
              pathname,
              lng: typeof lng === 'string' ? lng : undefined,
              cookies: req.cookies,
              acceptLanguage: req.headers['accept-language'],
            },
            req.headers['accept-encoding'],
          )
        : null;
      if (document) {
        if (document.encoding) void reply.header('Content-Encoding', document.encoding);
        return reply.code(document.status).type('text/html; charset=utf-8').send(document.body);
      }
      // A learner's page: rendered by the shell's renderer, else (down, late, failing) rendered by the browser.
      const rendered = visitor
        ? null
        : await renderedLearnerDocument(config.rendererUrl, config.rendererTimeoutMs, {
            url: req.url,
            cookie: req.headers.cookie ?? '',
            acceptLanguage: req.headers['accept-language'],
          });
      if (rendered !== null)
        return reply
          .header('Cache-Control', PRIVATE_NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(rendered);
      if (existsSync(shellIndex)) {
        return reply.sendFile('index.html', shellDist, { cacheControl: false });
      }
      return reply.callNotFound();
    });
  });
}
