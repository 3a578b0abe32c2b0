import type { AppConfig } from '@grammarpath/server-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CROSS_ORIGIN_MESSAGE, isRefusedCrossOriginWrite } from './same-origin';

/** 403 for cross-origin writes, 413 for a declared body over BODY_LIMIT (the services check streamed ones). */
export function createSecurityMiddleware(config: AppConfig): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const ownOrigin = `${req.protocol}://${req.host}`;
    if (
      isRefusedCrossOriginWrite(
        { method: req.method, headers: req.headers, ownOrigin },
        config.allowedOrigins,
      )
    ) {
      res
        .status(403)
        .json({ statusCode: 403, message: CROSS_ORIGIN_MESSAGE, requestId: req.headers['x-request-id'] });
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > config.bodyLimit) {
      res.setHeader('Connection', 'close');
      res.status(413).json({
        statusCode: 413,
        message: 'Request body is too large',
        requestId: req.headers['x-request-id'],
      });
      return;
    }
    next();
  };
}
