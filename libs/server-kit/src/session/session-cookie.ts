import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config/app-config';

/**
 * The signed session cookie. It lives as long as the absolute timeout; the idle timeout is the Redis
 * key's TTL, renewed on every request, so the cookie need not be re-sent with each response.
 */
export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.cookieSecure,
    path: '/',
    signed: true,
    maxAge: config.session.absoluteTimeoutHours * 3_600,
  };
}
