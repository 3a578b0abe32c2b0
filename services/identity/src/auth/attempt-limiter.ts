import { IDENTITY_MESSAGES } from '@grammarpath/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  RateLimiter,
  REDIS_CLIENT,
  type RedisClient,
  type RateLimitWindow,
} from '@grammarpath/server-kit';
import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';

export type AttemptKind = 'login' | 'register';
const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed login and register attempts per client IP and per username (RATE_LIMIT_LOGIN_MAX per
 * 15 minutes each) in Redis; once either count is reached, further attempts answer 429.
 */
@Injectable()
export class AttemptLimiter {
  private readonly limiter: RateLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) redis: RedisClient,
  ) {
    this.limiter = new RateLimiter(redis, config.redisPrefix);
  }

  async assertAllowed(kind: AttemptKind, ip: string, username: string): Promise<void> {
    const blocked = await this.guard(() => this.limiter.isBlocked(this.windows(kind, ip, username)));
    if (blocked) throw new HttpException(IDENTITY_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }

  recordFailure(kind: AttemptKind, ip: string, username: string): Promise<void> {
    return this.guard(() => this.limiter.hit(this.windows(kind, ip, username)));
  }

  resetUsername(kind: AttemptKind, username: string): Promise<void> {
    return this.guard(() => this.limiter.reset([this.usernameKey(kind, username)]));
  }

  private windows(kind: AttemptKind, ip: string, username: string): RateLimitWindow[] {
    const max = this.config.rateLimitLoginMax;
    return [
      { key: `rl:${kind}:ip:${ip}`, max, windowSeconds: WINDOW_SECONDS },
      { key: this.usernameKey(kind, username), max, windowSeconds: WINDOW_SECONDS },
    ];
  }

  private usernameKey(kind: AttemptKind, username: string): string {
    return `rl:${kind}:user:${username.toLowerCase()}`;
  }

  /** Without Redis there are neither counters nor sessions: answer 503 rather than 500. */
  private async guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw error instanceof HttpException
        ? error
        : new ServiceUnavailableException(
            'The service is temporarily unavailable. Please try again shortly.',
          );
    }
  }
}
