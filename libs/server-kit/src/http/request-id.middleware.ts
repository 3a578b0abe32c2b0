import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER, resolveRequestId } from './request-id';

/**
 * Runs first: keeps a well-formed incoming x-request-id (the gateway's) or creates one, exposes it
 * as `req.id` for logs and error bodies, on the request headers for proxying, and on the response.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = resolveRequestId(req);
  (req as Request & { id: string }).id = id;
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}
