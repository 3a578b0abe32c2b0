import './session-data';
import { Logger } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { AppConfig } from '../config/app-config';
import type { RedisClient } from '../redis/redis.module';
import { markSessionUnavailable } from './session-availability';

/** Paths that never need a session, so they keep working while Redis is down. */
const SESSIONLESS_PATHS = /^\/(health(\/|$)|openapi\.json$)/;

export function sessionKeyPrefix(redisPrefix: string): string {
  return `${redisPrefix}sess:`;
}

export function sessionCookieOptions(config: AppConfig): session.CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.cookieSecure,
    path: '/',
    maxAge: config.session.idleTimeoutMinutes * 60_000,
  };
}

type StoreCallback = (error: unknown, session?: session.SessionData | null) => void;

/**
 * connect-redis with one Redis round trip per request: GETEX reads the session and renews its idle TTL
 * together, where connect-redis would GET it and then EXPIRE it again in `touch` after the response.
 * GETEX never creates a key, so a destroyed session stays destroyed. Saves (login, writes) are unchanged.
 */
export class SlidingRedisStore extends RedisStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
    private readonly idleSeconds: number,
  ) {
    super({ client: redis, prefix: keyPrefix, disableTouch: true });
  }

  override async get(sid: string, cb?: StoreCallback): Promise<unknown> {
    let data: string | null;
    try {
      data = await this.redis.getEx(`${this.keyPrefix}${sid}`, { type: 'EX', value: this.idleSeconds });
    } catch (error) {
      cb?.(error);
      return undefined;
    }
    let parsed: session.SessionData | null;
    try {
      parsed = data ? (JSON.parse(data) as session.SessionData) : null;
    } catch (error) {
      cb?.(error);
      return undefined;
    }
    cb?.(null, parsed);
    return parsed;
  }
}

/**
 * express-session on Redis with a rolling idle timeout (cookie maxAge and store TTL, renewed on each
 * request) and an absolute timeout (`createdAt` in the payload). Sessions are only stored once
 * something is written to them (saveUninitialized false), so a reading service never creates one.
 * A store failure does not fail the request: it is marked so guards answer 503.
 */
export function createSessionMiddleware(config: AppConfig, redis: RedisClient): RequestHandler {
  const logger = new Logger('Session');
  const absoluteTimeoutMs = config.session.absoluteTimeoutHours * 3_600_000;
  const handler = session({
    name: config.session.cookieName,
    secret: config.session.secret,
    store: new SlidingRedisStore(
      redis,
      sessionKeyPrefix(config.redisPrefix),
      config.session.idleTimeoutMinutes * 60,
    ),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: sessionCookieOptions(config),
  });

  return (req: Request, res: Response, next: NextFunction) => {
    // Nest mounts middleware on a wildcard path, which strips req.url: match on the original URL.
    if (SESSIONLESS_PATHS.test(req.originalUrl.split('?')[0])) return next();
    handler(req, res, (error?: unknown) => {
      if (error) {
        logger.warn(`Session store unavailable: ${error instanceof Error ? error.message : String(error)}`);
        markSessionUnavailable(req);
        return next();
      }
      const createdAt = req.session?.createdAt;
      if (createdAt !== undefined && Date.now() - createdAt > absoluteTimeoutMs) {
        req.session.regenerate((regenerateError?: unknown) => {
          if (regenerateError) markSessionUnavailable(req);
          next();
        });
        return;
      }
      next();
    });
  };
}
