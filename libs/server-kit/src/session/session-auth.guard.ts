import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from './request-session';
import { SESSION_UNAVAILABLE_MESSAGE } from './session-availability';

export const NOT_LOGGED_IN_MESSAGE = 'Not logged in';

/** The logged-in user's id, or null; throws 503 when the session store is down. */
export function readSessionUserId(req: FastifyRequest): number | null {
  const session = sessionOf(req);
  if (session?.unavailable) throw new ServiceUnavailableException(SESSION_UNAVAILABLE_MESSAGE);
  return session?.data?.userId ?? null;
}

/** Lets a request through only with a logged-in session: 401 "Not logged in", 503 when sessions are down. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (readSessionUserId(req) === null) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    return true;
  }
}
