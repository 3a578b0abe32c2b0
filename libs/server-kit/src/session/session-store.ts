import type { CookieSerializeOptions } from '@fastify/cookie';
import { Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { RedisClient } from '../redis/redis.module';
import { SharedDeadline } from '../redis/shared-deadline';
import { sessionCookieOptions } from './session-cookie';
import { LAST_USED_RESOLUTION_MS, type SessionData, USER_AGENT_MAX } from './session-data';

export function sessionKeyPrefix(redisPrefix: string): string {
  return `${redisPrefix}sess:`;
}

/** The per-user index: a Redis set of the user's session ids (`<prefix>sessions-of:<userId>`). */
export function userSessionsKey(redisPrefix: string, userId: number): string {
  return `${redisPrefix}sessions-of:${userId}`;
}

/**
 * A session's public handle: shown to the learner to list and end sessions, never the id itself (the id is
 * the secret a cookie carries). A hash, so the id cannot be recovered from it.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

/** The index outlives the last renewal of its longest-lived session by this margin (renewals are per minute). */
const INDEX_MARGIN_SECONDS = (2 * LAST_USED_RESOLUTION_MS) / 1000;

function isSessionData(value: unknown): value is SessionData {
  const data = value as Partial<SessionData> | null;
  return typeof data?.userId === 'number' && typeof data.createdAt === 'number';
}

function parseSession(raw: string | null): SessionData | null {
  if (raw === null) return null;
  try {
    const data: unknown = JSON.parse(raw);
    return isSessionData(data) ? data : null;
  } catch {
    return null;
  }
}

/** One live session of a user, as listed for them. */
export interface StoredSession {
  id: string;
  data: SessionData;
}

/**
 * Sessions in Redis, one key per session (`<prefix>sess:<id>`, JSON) whose TTL is the idle timeout.
 * Reading is one GETEX, which renews the idle TTL in the same round trip and never recreates a
 * destroyed session; the absolute timeout is checked against `createdAt`. Every command fails after 5–6 s
 * without an answer (SharedDeadline), so a Redis that hangs fails requests instead of holding them.
 *
 * Each user also has an index of their session ids (a set, `<prefix>sessions-of:<userId>`), so that they can
 * list and end their sessions; ids whose session has expired are removed from it when it is read. The
 * last-used time is written back at most once a minute per session, in the background: reading stays one
 * GETEX on all other requests.
 */
export class SessionStore {
  private readonly keyPrefix: string;
  private readonly redisPrefix: string;
  private readonly idleSeconds: number;
  private readonly absoluteTimeoutMs: number;
  readonly cookieName: string;
  readonly cookieOptions: CookieSerializeOptions;
  private readonly deadline = new SharedDeadline();
  private readonly logger = new Logger('Session');

  constructor(
    private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.cookieName = config.session.cookieName;
    this.cookieOptions = sessionCookieOptions(config);
    this.redisPrefix = config.redisPrefix;
    this.keyPrefix = sessionKeyPrefix(config.redisPrefix);
    this.idleSeconds = config.session.idleTimeoutMinutes * 60;
    this.absoluteTimeoutMs = config.session.absoluteTimeoutHours * 3_600_000;
  }

  /** The live session, or null (unknown, idle-expired, past the absolute timeout, or unreadable). */
  async read(sessionId: string): Promise<SessionData | null> {
    const data = parseSession(
      await this.deadline.within(
        this.redis.getEx(this.keyPrefix + sessionId, { type: 'EX', value: this.idleSeconds }),
      ),
    );
    if (!data) return null;
    const now = Date.now();
    if (this.isPastAbsoluteTimeout(data, now)) {
      await this.destroy(sessionId, data.userId);
      return null;
    }
    if (now - (data.lastUsedAt ?? data.createdAt) >= LAST_USED_RESOLUTION_MS) {
      data.lastUsedAt = now;
      void this.touch(sessionId, data);
    }
    return data;
  }

  /** Stores a new session under a fresh, unguessable id, adds it to the user's index and returns the id. */
  async create(userId: number, userAgent?: string): Promise<string> {
    const sessionId = randomBytes(24).toString('base64url');
    const now = Date.now();
    const data: SessionData = { userId, createdAt: now, lastUsedAt: now };
    if (userAgent) data.userAgent = userAgent.slice(0, USER_AGENT_MAX);
    const index = userSessionsKey(this.redisPrefix, userId);
    await this.deadline.within(
      this.redis
        .multi()
        .set(this.keyPrefix + sessionId, JSON.stringify(data), {
          expiration: { type: 'EX', value: this.idleSeconds },
        })
        .sAdd(index, sessionId)
        .expire(index, this.idleSeconds + INDEX_MARGIN_SECONDS)
        .exec(),
    );
    return sessionId;
  }

  /** Removes one session; with its user's id, also from the user's index (else the next listing drops it). */
  async destroy(sessionId: string, userId?: number): Promise<void> {
    if (userId === undefined) {
      await this.deadline.within(this.redis.del(this.keyPrefix + sessionId));
      return;
    }
    await this.deadline.within(
      this.redis
        .multi()
        .del(this.keyPrefix + sessionId)
        .sRem(userSessionsKey(this.redisPrefix, userId), sessionId)
        .exec(),
    );
  }

  /** The user's live sessions (expired ids are removed from the index on the way), oldest first. */
  async listForUser(userId: number): Promise<StoredSession[]> {
    const index = userSessionsKey(this.redisPrefix, userId);
    const ids = await this.deadline.within(this.redis.sMembers(index));
    if (ids.length === 0) return [];
    const raws = await this.deadline.within(this.redis.mGet(ids.map((id) => this.keyPrefix + id)));
    const now = Date.now();
    const live: StoredSession[] = [];
    const gone: string[] = [];
    ids.forEach((id, i) => {
      const data = parseSession(raws[i] as string | null);
      if (data && data.userId === userId && !this.isPastAbsoluteTimeout(data, now)) live.push({ id, data });
      else gone.push(id);
    });
    if (gone.length > 0) {
      await this.deadline.within(
        this.redis
          .multi()
          .del(gone.map((id) => this.keyPrefix + id))
          .sRem(index, gone)
          .exec(),
      );
    }
    return live.sort((a, b) => a.data.createdAt - b.data.createdAt);
  }

  /** Ends every session of the user but `keepSessionId` (all of them when null); answers how many it ended. */
  async destroyAllForUser(userId: number, keepSessionId: string | null = null): Promise<number> {
    const index = userSessionsKey(this.redisPrefix, userId);
    const ids = await this.deadline.within(this.redis.sMembers(index));
    const ending = ids.filter((id) => id !== keepSessionId);
    if (ending.length === 0) return 0;
    const live = await this.deadline.within(this.redis.mGet(ending.map((id) => this.keyPrefix + id)));
    const transaction = this.redis.multi().del(ending.map((id) => this.keyPrefix + id));
    if (keepSessionId === null) transaction.del(index);
    else transaction.sRem(index, ending);
    await this.deadline.within(transaction.exec());
    return live.filter((raw) => raw !== null).length;
  }

  private isPastAbsoluteTimeout(data: SessionData, now: number): boolean {
    return now - data.createdAt > this.absoluteTimeoutMs;
  }

  /**
   * Writes the new last-used time back, keeping the key's TTL and only if the session still exists (a
   * logout in between must not bring it back), and extends the index's life. In the background: a failure
   * only costs the precision of "last used".
   */
  private async touch(sessionId: string, data: SessionData): Promise<void> {
    const index = userSessionsKey(this.redisPrefix, data.userId);
    try {
      await this.deadline.within(
        this.redis
          .multi()
          .set(this.keyPrefix + sessionId, JSON.stringify(data), { condition: 'XX', expiration: 'KEEPTTL' })
          // Also indexes sessions stored before the index existed.
          .sAdd(index, sessionId)
          .expire(index, this.idleSeconds + INDEX_MARGIN_SECONDS)
          .exec(),
      );
    } catch (error) {
      this.logger.debug(
        `Last-used time not saved: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
