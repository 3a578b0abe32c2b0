import type { RedisClient } from './redis.module';

export interface RateLimitWindow {
  /** Redis key without the service prefix, e.g. `rl:login:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, all keys under the configured prefix.
 * Redis errors propagate: callers decide whether to fail closed.
 */
export class RateLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  /** True when any of the windows has already reached its maximum. */
  async isBlocked(windows: readonly RateLimitWindow[]): Promise<boolean> {
    const counts = await Promise.all(windows.map((window) => this.redis.get(this.prefix + window.key)));
    return counts.some((count, index) => Number(count ?? 0) >= windows[index].max);
  }

  /** Counts one more attempt in every window; the first hit of a window starts its expiry. */
  async hit(windows: readonly RateLimitWindow[]): Promise<void> {
    const transaction = this.redis.multi();
    for (const window of windows) {
      const key = this.prefix + window.key;
      transaction.incr(key);
      transaction.expire(key, window.windowSeconds, 'NX');
    }
    await transaction.exec();
  }

  async reset(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(keys.map((key) => this.prefix + key));
  }
}
