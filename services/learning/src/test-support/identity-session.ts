import { createHmac, randomBytes } from 'node:crypto';
import { type AppConfig, type RedisClient, sessionKeyPrefix } from '@grammarpath/server-kit';

/**
 * Stores a logged-in session exactly as identity's express-session + connect-redis would (JSON under
 * `<REDIS_PREFIX>sess:<id>` with a TTL) and returns the signed cookie header a browser would send.
 */
export async function writeIdentitySession(
  redis: RedisClient,
  config: AppConfig,
  userId: number,
): Promise<string> {
  const sessionId = randomBytes(24).toString('base64url');
  const maxAgeMs = config.session.idleTimeoutMinutes * 60_000;
  const payload = {
    cookie: {
      originalMaxAge: maxAgeMs,
      expires: new Date(Date.now() + maxAgeMs).toISOString(),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    },
    userId,
    createdAt: Date.now(),
  };
  await redis.set(`${sessionKeyPrefix(config.redisPrefix)}${sessionId}`, JSON.stringify(payload), {
    EX: Math.ceil(maxAgeMs / 1000),
  });
  // cookie-signature's format, which express-session uses: "s:" + id + "." + base64 HMAC-SHA256 without padding.
  const signature = createHmac('sha256', config.session.secret)
    .update(sessionId)
    .digest('base64')
    .replace(/=+$/, '');
  return `${config.session.cookieName}=${encodeURIComponent(`s:${sessionId}.${signature}`)}`;
}
