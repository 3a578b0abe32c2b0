import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorBody } from './error-body';
import { requestIdOf } from './request-id';

/** The single error filter: `{statusCode, message, requestId}` for everything; 5xx logged with the request id. */
@Catch()
export class JsonErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendJsonError(error, http.getRequest<Request>(), http.getResponse<Response>(), this.logger);
  }
}

export function sendJsonError(error: unknown, req: Request, res: Response, logger: Logger): void {
  const body = toErrorBody(error);
  const requestId = requestIdOf(req);
  if (body.statusCode >= 500) {
    logger.error(
      { requestId, method: req.method, url: req.originalUrl, err: error },
      error instanceof Error ? error.stack : String(error),
    );
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(body.statusCode).json(requestId ? { ...body, requestId } : body);
}
