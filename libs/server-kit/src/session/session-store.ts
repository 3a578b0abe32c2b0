import type { CookieSerializeOptions } from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { RedisClient } from '../redis/redis.module';
import { SharedDeadline } from '../redis/shared-deadline';
import { sessionCookieOptions } from './session-cookie';
import type { SessionData } from './session-data';

export function sessionKeyPrefix(redisPrefix: string): string {
  return `${redisPrefix}sess:`;
}

function isSessionData(value: unknown): value is SessionData {
  const data = value as Partial<SessionData> | null;
  return typeof data?.userId === 'number' && typeof data.createdAt === 'number';
}

/**
 * Sessions in Redis, one key per session (`<prefix>sess:<id>`, JSON) whose TTL is the idle timeout.
 * Reading is one GETEX, which renews the idle TTL in the same round trip and never recreates a
 * destroyed session; the absolute timeout is checked against `createdAt`. Every command fails after 5–6 s
 * without an answer (SharedDeadline), so a Redis that hangs fails requests instead of holding them.
 */
export class SessionStore {
  private readonly keyPrefix: string;
  private readonly idleSeconds: number;
  private readonly absoluteTimeoutMs: number;
  readonly cookieName: string;
  readonly cookieOptions: CookieSerializeOptions;
  private readonly deadline = new SharedDeadline();

  constructor(
    private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.cookieName = config.session.cookieName;
    this.cookieOptions = sessionCookieOptions(config);
    this.keyPrefix = sessionKeyPrefix(config.redisPrefix);
    this.idleSeconds = config.session.idleTimeoutMinutes * 60;
    this.absoluteTimeoutMs = config.session.absoluteTimeoutHours * 3_600_000;
  }

  /** The live session, or null (unknown, idle-expired, past the absolute timeout, or unreadable). */
  async read(sessionId: string): Promise<SessionData | null> {
    const raw = await this.deadline.within(
      this.redis.getEx(this.keyPrefix + sessionId, { type: 'EX', value: this.idleSeconds }),
    );
    if (raw === null) return null;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!isSessionData(data)) return null;
    if (Date.now() - data.createdAt > this.absoluteTimeoutMs) {
      await this.destroy(sessionId);
      return null;
    }
    return data;
  }

  /** Stores a new session under a fresh, unguessable id and returns the id. */
  async create(userId: number): Promise<string> {
    const sessionId = randomBytes(24).toString('base64url');
    const data: SessionData = { userId, createdAt: Date.now() };
    await this.deadline.within(
      this.redis.set(this.keyPrefix + sessionId, JSON.stringify(data), { EX: this.idleSeconds }),
    );
    return sessionId;
  }

  async destroy(sessionId: string): Promise<void> {
    await this.deadline.within(this.redis.del(this.keyPrefix + sessionId));
  }
}
