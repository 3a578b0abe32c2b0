import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './error-body';

/** The single error filter: `{statusCode, message, requestId}` for everything; 5xx logged with the request id. */
@Catch()
export class JsonErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendJsonError(error, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), this.logger);
  }
}

export function sendJsonError(
  error: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
  logger: Logger,
): void {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) {
    logger.error(
      { requestId: req.id, method: req.method, url: req.url, err: error },
      error instanceof Error ? error.stack : String(error),
    );
  }
  if (reply.sent) return;
  void reply.status(body.statusCode).send({ ...body, requestId: req.id });
}
