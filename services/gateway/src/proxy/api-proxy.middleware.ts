import { Agent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { AppConfig } from '@grammarpath/server-kit';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { upstreamErrorBody } from './upstream-error';
import { type UpstreamName, upstreamForPath } from './upstream-for-path';

/** No answer within this time counts as "unavailable" (503) instead of leaving the browser waiting. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/** Idle pooled sockets are dropped before the services' keep-alive timeout (65 s) can close them under us. */
const IDLE_SOCKET_TIMEOUT_MS = 60_000;

function agentFor(url: string): Agent {
  const options = {
    keepAlive: true,
    keepAliveMsecs: 1_000,
    maxSockets: 256,
    maxFreeSockets: 64,
    timeout: IDLE_SOCKET_TIMEOUT_MS,
  };
  return url.startsWith('https:') ? new HttpsAgent(options) : new Agent(options);
}

/**
 * Sets the forwarding headers from what the gateway itself trusts (TRUST_PROXY): the client address,
 * protocol and host it resolved, replacing anything the client claimed.
 */
function forwardingHeaders(req: Request): Record<string, string> {
  return {
    'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.host ?? '',
  };
}

function proxyTo(name: UpstreamName, target: string, timeoutMs: number, logger: Logger): RequestHandler {
  return createProxyMiddleware<Request, Response>({
    target,
    agent: agentFor(target),
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: timeoutMs,
    logger: undefined,
    on: {
      proxyReq: (proxyReq, req) => {
        // Connection is hop-by-hop: a client's "close" must not close the pooled upstream connection.
        proxyReq.removeHeader('connection');
        for (const [header, value] of Object.entries(forwardingHeaders(req)))
          proxyReq.setHeader(header, value);
      },
      error: (error, req, res) => {
        const body = upstreamErrorBody(name, error);
        logger.warn(
          { requestId: req.headers['x-request-id'], err: error.message, upstream: name },
          body.message,
        );
        if (!('setHeader' in res)) {
          (res as Socket).destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.status(body.statusCode).json({ ...body, requestId: req.headers['x-request-id'] });
      },
    },
  }) as unknown as RequestHandler;
}

/** Streams /api/* to identity (contracts IDENTITY_ROUTES) or learning over keep-alive connections. */
export function createApiProxy(config: AppConfig, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS): RequestHandler {
  const logger = new Logger('Proxy');
  const proxies: Record<UpstreamName, RequestHandler> = {
    identity: proxyTo('identity', config.identityUrl, timeoutMs, logger),
    learning: proxyTo('learning', config.learningUrl, timeoutMs, logger),
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const upstream = upstreamForPath(req.originalUrl);
    if (upstream === null) return next();
    // Nest mounts middleware on a wildcard path, which strips req.url; the services need the full path.
    const routerUrl = req.url;
    req.url = req.originalUrl;
    return proxies[upstream](req, res, (error?: unknown) => {
      req.url = routerUrl;
      next(error);
    });
  };
}
