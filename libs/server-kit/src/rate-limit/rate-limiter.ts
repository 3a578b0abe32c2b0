import type { RedisClient } from '../redis/redis.module';
import { SharedDeadline } from '../redis/shared-deadline';

export interface RateLimitWindow {
  /** Redis key without the service prefix, e.g. `rl:login:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, all keys under the configured prefix. A refusal says how long until the
 * window that refused ends (the `Retry-After` of its 429).
 * Redis errors propagate (a command without an answer for 5–6 s is one): callers decide whether to fail
 * closed.
 */
export class RateLimiter {
  private readonly deadline = new SharedDeadline();

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  /** Seconds until every window is below its maximum again: 0 when none has reached it. */
  async blockedFor(windows: readonly RateLimitWindow[]): Promise<number> {
    if (windows.length === 0) return 0;
    const transaction = this.redis.multi();
    for (const window of windows) {
      transaction.get(this.prefix + window.key);
      transaction.ttl(this.prefix + window.key);
    }
    const replies = (await this.deadline.within(transaction.exec())) as unknown as (string | number | null)[];
    return windows.reduce((wait, window, index) => {
      const count = Number(replies[index * 2] ?? 0);
      return count >= window.max ? Math.max(wait, retryAfter(replies[index * 2 + 1], window)) : wait;
    }, 0);
  }

  /** Counts one more attempt in every window; the first hit of a window starts its expiry. */
  async hit(windows: readonly RateLimitWindow[]): Promise<void> {
    await this.count(windows);
  }

  /**
   * Counts this request in every window and says whether it may go ahead: 0, or the seconds until the
   * window it went over ends. A refused request still counts, so hammering keeps the window full.
   */
  async consume(windows: readonly RateLimitWindow[]): Promise<number> {
    const replies = await this.count(windows);
    return windows.reduce((wait, window, index) => {
      const count = Number(replies[index * 3] ?? 0);
      return count > window.max ? Math.max(wait, retryAfter(replies[index * 3 + 2], window)) : wait;
    }, 0);
  }

  async reset(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.deadline.within(this.redis.del(keys.map((key) => this.prefix + key)));
  }

  private async count(windows: readonly RateLimitWindow[]): Promise<(string | number | null)[]> {
    if (windows.length === 0) return [];
    const transaction = this.redis.multi();
    for (const window of windows) {
      const key = this.prefix + window.key;
      transaction.incr(key);
      transaction.expire(key, window.windowSeconds, 'NX');
      transaction.ttl(key);
    }
    return (await this.deadline.within(transaction.exec())) as unknown as (string | number | null)[];
  }
}

function retryAfter(ttl: string | number | null | undefined, window: RateLimitWindow): number {
  const seconds = Number(ttl ?? -1);
  return seconds > 0 ? seconds : window.windowSeconds;
}
