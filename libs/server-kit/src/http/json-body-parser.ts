import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendJsonError } from './json-error.filter';

/**
 * express.json with a size limit whose errors (invalid JSON → 400, too large → 413) answer in the
 * JSON error shape: Nest's own body parser would leave them to Express's HTML error page.
 */
export function jsonBodyParser(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  const logger = new Logger('BodyParser');
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error?: unknown) => {
      if (error) return sendJsonError(error, req, res, logger);
      next();
    });
  };
}
