import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const QUIET_PATHS = /^\/health(\/|$)/;

/** A route whose successful answers another process logs already (the gateway's proxied calls). */
export const QUIET_SUCCESS_ROUTE = { logSuccess: false } as const;

/**
 * Fastify's request lines, as we want them: none on arrival, one compact line when the response is
 * complete (id, method, URL, status and time; no headers, so no cookies or tokens in the logs), at
 * error for 5xx and warn for 4xx; the health probes are not logged, nor the successes of routes whose
 * config is QUIET_SUCCESS_ROUTE.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (req: FastifyRequest) => QUIET_PATHS.test(req.url) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const status = reply.statusCode;
    const config = req.routeOptions.config as { logSuccess?: boolean };
    if (!error && status < 400 && config.logSuccess === false) return;
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
