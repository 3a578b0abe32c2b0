import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const QUIET_PATHS = /^\/health(\/|$)/;

/**
 * Fastify's request lines, as we want them: none on arrival, one compact line when the response is
 * complete (id, method, URL, status and time; no headers, so no cookies or tokens in the logs), at
 * error for 5xx and warn for 4xx; the health probes are not logged.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (req: FastifyRequest) => QUIET_PATHS.test(req.url) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    req.log[level](
      {
        req: { id: req.id, method: req.method, url: req.url },
        res: { statusCode: status },
        responseTime: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}
