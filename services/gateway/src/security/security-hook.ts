import type { AppConfig } from '@grammarpath/server-kit';
import type { FastifyInstance } from 'fastify';
import { CROSS_ORIGIN_MESSAGE, isRefusedCrossOriginWrite } from './same-origin';

/** 403 for cross-origin writes, 413 for a declared body over BODY_LIMIT (a chunked one is bounded as it is read). */
export function registerSecurityHook(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    const ownOrigin = `${req.protocol}://${req.host}`;
    if (
      isRefusedCrossOriginWrite(
        { method: req.method, headers: req.headers, ownOrigin },
        config.allowedOrigins,
      )
    ) {
      void reply.code(403).send({ statusCode: 403, message: CROSS_ORIGIN_MESSAGE, requestId: req.id });
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > config.bodyLimit) {
      void reply
        .code(413)
        .header('Connection', 'close')
        .send({ statusCode: 413, message: 'Request body is too large', requestId: req.id });
      return;
    }
    done();
  });
}
