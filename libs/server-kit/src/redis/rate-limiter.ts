import type { RedisClient } from './redis.module';
import { SharedDeadline } from './shared-deadline';

export interface RateLimitWindow {
  /** Redis key without the service prefix, e.g. `rl:login:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, all keys under the configured prefix.
 * Redis errors propagate (a command without an answer for 5–6 s is one): callers decide whether to fail
 * closed.
 */
export class RateLimiter {
  private readonly deadline = new SharedDeadline();

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  /** True when any of the windows has already reached its maximum. */
  async isBlocked(windows: readonly RateLimitWindow[]): Promise<boolean> {
    const counts = await Promise.all(
      windows.map((window) => this.deadline.within(this.redis.get(this.prefix + window.key))),
    );
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
    await this.deadline.within(transaction.exec());
  }

  async reset(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.deadline.within(this.redis.del(keys.map((key) => this.prefix + key)));
  }
}
