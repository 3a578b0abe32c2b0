import { sign } from '@fastify/cookie';
import type { AppConfig } from '../config/app-config';
import type { RedisClient } from '../redis/redis.module';
import { SessionStore } from '../session/session-store';

/**
 * Stores a logged-in session exactly as identity's login does and returns the `Cookie` header value a
 * browser would send: lets another service's tests act as a learner without running identity.
 */
export async function writeTestSession(
  redis: RedisClient,
  config: AppConfig,
  userId: number,
): Promise<string> {
  const sessionId = await new SessionStore(redis, config).create(userId);
  return `${config.session.cookieName}=${encodeURIComponent(sign(sessionId, config.session.secret))}`;
}
