import './session-data';
import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { isSessionUnavailable, SESSION_UNAVAILABLE_MESSAGE } from './session-availability';

export const NOT_LOGGED_IN_MESSAGE = 'Not logged in';

/** The logged-in user's id, or null; throws 503 when the session store is down. */
export function readSessionUserId(req: Request): number | null {
  if (isSessionUnavailable(req)) throw new ServiceUnavailableException(SESSION_UNAVAILABLE_MESSAGE);
  const userId = req.session?.userId;
  return typeof userId === 'number' ? userId : null;
}

/** Lets a request through only with a logged-in session: 401 "Not logged in", 503 when sessions are down. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (readSessionUserId(req) === null) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    return true;
  }
}
