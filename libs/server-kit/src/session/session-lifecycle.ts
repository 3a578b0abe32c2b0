import './session-data';
import { ServiceUnavailableException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { isSessionUnavailable, SESSION_UNAVAILABLE_MESSAGE } from './session-availability';
import { sessionCookieOptions } from './session.middleware';

function unavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(SESSION_UNAVAILABLE_MESSAGE);
}

function callback(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(unavailable()) : resolve())));
}

/** Logs a user in: a new session id (against fixation), the user id and the creation time, saved now. */
export async function startSession(req: Request, userId: number): Promise<void> {
  if (!req.session || isSessionUnavailable(req)) throw unavailable();
  await callback((done) => req.session.regenerate(done));
  req.session.userId = userId;
  req.session.createdAt = Date.now();
  await callback((done) => req.session.save(done));
}

/** Logs out: removes the session from the store and tells the browser to drop the cookie. */
export async function endSession(req: Request, res: Response, config: AppConfig): Promise<void> {
  if (isSessionUnavailable(req)) throw unavailable();
  if (req.session) await callback((done) => req.session.destroy(done));
  const cookie = sessionCookieOptions(config);
  res.clearCookie(config.session.cookieName, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure === true,
  });
}
