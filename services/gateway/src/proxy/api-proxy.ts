import fastifyReplyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { AppConfig } from '@grammarpath/server-kit';
import { NO_SECURITY_HEADERS, QUIET_SUCCESS_ROUTE, REQUEST_ID_HEADER } from '@grammarpath/server-kit';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { upstreamErrorBody } from './upstream-error';
import { type UpstreamName, upstreamForPath } from './upstream-for-path';

/** No answer within this time counts as "unavailable" (503) instead of leaving the browser waiting. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/** Idle pooled sockets are dropped before the services' keep-alive timeout (65 s) can close them under us. */
const IDLE_SOCKET_TIMEOUT_MS = 60_000;

const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/**
 * The headers sent upstream: the client's, with the forwarding headers the gateway trusts. reply-from passes its
 * own copy of the client's headers, without Connection and the headers it names, so it is completed in place.
 */
const forwardedHeaders: NonNullable<FastifyReplyFromHooks['rewriteRequestHeaders']> = (request, headers) => {
  if (headers['transfer-encoding'] !== undefined) delete headers['transfer-encoding'];
  headers[REQUEST_ID_HEADER] = request.id;
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  return headers;
};

/**
 * Forwards /api/* to identity (contracts IDENTITY_ROUTES) or learning over undici's keep-alive pools.
 * A request body is read whole (at most BODY_LIMIT, within the request read timeout) before an upstream
 * connection is taken, so a client that sends slowly holds only its own socket, never a pooled one; it is
 * passed on as bytes, unparsed (the services check it). The forwarding headers are set from what the
 * gateway itself trusts (TRUST_PROXY), replacing anything the client claimed.
 */
export async function registerApiProxy(
  fastify: FastifyInstance,
  config: AppConfig,
  timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS,
): Promise<void> {
  const logger = new Logger('Proxy');
  const origins: Record<UpstreamName, string> = {
    identity: config.identityUrl.replace(/\/+$/, ''),
    learning: config.learningUrl.replace(/\/+$/, ''),
  };
  await fastify.register(fastifyReplyFrom, {
    disableRequestLogging: true,
    // No retries: reply-from would ask again, up to 10 times, whenever a GET answers 503, hiding the
    // service's own answer ("Sessions are temporarily unavailable") and multiplying its load while it is
    // in trouble. A service's answer is passed on as it is.
    retryMethods: [],
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: IDLE_SOCKET_TIMEOUT_MS },
  });
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.bodyLimit }, (_req, body, done) =>
    done(null, body),
  );

  const forward = (req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    const upstream = upstreamForPath(req.url);
    if (upstream === null) return void reply.callNotFound();
    const body = req.body as Buffer | undefined;
    const hasBody = body !== undefined && body.length > 0;
    return reply.from(origins[upstream] + req.url, {
      timeout: timeoutMs,
      // Passed as bytes with the client's content type (reply-from would re-encode a parsed JSON body).
      ...(hasBody ? { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' } : {}),
      rewriteRequestHeaders: forwardedHeaders,
      onError: (errorReply, { error }) => {
        const body = upstreamErrorBody(upstream, error);
        logger.warn(
          { requestId: req.id, err: error.message, code: (error as { code?: string }).code, upstream },
          body.message,
        );
        void errorReply.code(body.statusCode).send({ ...body, requestId: req.id });
      },
    });
  };
  // The services set their own security headers and log their answers under the same request id: the
  // gateway adds neither to a proxied success (it still logs failures, its own 4xx and 5xx).
  for (const url of ['/api', '/api/*']) {
    fastify.route({
      method: [...PROXIED_METHODS],
      url,
      handler: forward,
      config: { ...QUIET_SUCCESS_ROUTE, ...NO_SECURITY_HEADERS },
    });
  }
}
