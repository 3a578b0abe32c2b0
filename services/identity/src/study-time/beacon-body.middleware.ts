import { BadRequestException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

const readText = express.text({ type: 'text/plain', limit: '1kb' });

/**
 * navigator.sendBeacon sends a string body as text/plain (a CORS-safelisted type that needs no preflight):
 * this parses such a body as JSON, so the study time saved when the learner leaves passes the same DTO
 * validation as a JSON request. Other content types are left to the JSON body parser.
 */
export const beaconJsonBody: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (!req.is('text/plain')) return next();
  readText(req, res, (error?: unknown) => {
    if (error) return next(error);
    try {
      req.body = typeof req.body === 'string' && req.body !== '' ? JSON.parse(req.body) : {};
    } catch {
      return next(new BadRequestException('Body is not valid JSON'));
    }
    next();
  });
};
