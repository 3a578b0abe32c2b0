import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NOT_LOGGED_IN_MESSAGE, readSessionUserId } from './session-auth.guard';

/** The session's user id (number). Use with `@UseGuards(SessionAuthGuard)`; without a session: 401. */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const userId = readSessionUserId(context.switchToHttp().getRequest<FastifyRequest>());
  if (userId === null) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
  return userId;
});

/** The session's user id, or null for anonymous requests (endpoints that also serve visitors). */
export const OptionalUserId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number | null =>
    readSessionUserId(context.switchToHttp().getRequest<FastifyRequest>()),
);
