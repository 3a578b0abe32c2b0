import type { User } from '@grammarpath/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  type CachingRedisClient,
  closeRedisClient,
  createCachingRedisClient,
  SharedDeadline,
} from '@grammarpath/server-kit';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

/** A cached profile is read again from Postgres at least this often, whatever happens to invalidations. */
const PROFILE_TTL_SECONDS = 60;
const MAX_PROFILES_IN_MEMORY = 50_000;
/**
 * After a write, the key holds this marker for a while instead of a profile: a read that fetched the row
 * before the write cannot store its outdated copy (stores only fill an empty key).
 */
const WRITTEN = '';
const WRITTEN_MARKER_SECONDS = 5;

/**
 * The public profile (`GET /api/user`) of recently active learners, in Redis and in this process's memory.
 * Redis tells every identity instance when a profile key changes, so a write anywhere is seen everywhere at
 * once; every write to a user must call `forget` after it commits. Failures of the cache are not errors:
 * the profile is then read from Postgres.
 */
@Injectable()
export class UserProfileCache implements OnApplicationShutdown {
  private readonly redis: CachingRedisClient;
  private readonly keyPrefix: string;
  private readonly deadline = new SharedDeadline();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = createCachingRedisClient(
      config.redisUrl,
      { maxEntries: MAX_PROFILES_IN_MEMORY, ttlMs: PROFILE_TTL_SECONDS * 1000 },
      new Logger('ProfileCache'),
    );
    this.keyPrefix = `${config.redisPrefix}user:`;
  }

  async read(userId: number): Promise<User | null> {
    if (!this.redis.isReady) return null;
    try {
      const raw = await this.deadline.within(this.redis.get(this.keyPrefix + userId));
      return typeof raw === 'string' && raw !== WRITTEN ? (JSON.parse(raw) as User) : null;
    } catch {
      return null;
    }
  }

  async store(user: User): Promise<void> {
    if (!this.redis.isReady) return;
    await this.deadline
      .within(
        this.redis.set(this.keyPrefix + user.id, JSON.stringify(user), {
          EX: PROFILE_TTL_SECONDS,
          condition: 'NX',
        }),
      )
      .catch(() => undefined);
  }

  async forget(userId: number): Promise<void> {
    if (!this.redis.isReady) return;
    await this.deadline
      .within(this.redis.set(this.keyPrefix + userId, WRITTEN, { EX: WRITTEN_MARKER_SECONDS }))
      .catch(() => undefined);
  }

  onApplicationShutdown(): Promise<void> {
    return closeRedisClient(this.redis);
  }
}
