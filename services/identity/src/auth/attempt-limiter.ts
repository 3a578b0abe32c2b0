import { IDENTITY_MESSAGES, LOGIN_THROTTLE, RATE_LIMITS } from '@grammarpath/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  policyWindows,
  RateLimiter,
  type RateLimitWindow,
  REDIS_CLIENT,
  type RedisClient,
  SharedDeadline,
  tooManyRequests,
} from '@grammarpath/server-kit';
import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** Who is trying to sign in: the username, the client address and whether this device signed in to it before. */
export interface LoginAttempt {
  username: string;
  ip: string;
  knownDevice: boolean;
}

/**
 * Throttles sign-in so that guessing is slow and the real owner still gets in (ASVS 5.0 L2, DESIGN §4):
 * - failures per (username, address) pair: RATE_LIMIT_LOGIN_MAX in 15 minutes, then that pair waits;
 * - failures per username slow it down, never lock it: from LOGIN_THROTTLE.slowAfter failures on, an attempt
 *   from a device that has not signed in to the account waits a doubling delay (at most a minute) after the
 *   previous one; a known device (device cookie) is not slowed;
 * - every attempt per address, successful sign-ins per account and registrations per address are limited
 *   (contracts RATE_LIMITS): each costs an Argon2 hash.
 * Every refusal is a 429 with Retry-After. Without Redis: 503.
 */
@Injectable()
export class AttemptLimiter {
  private readonly limiter: RateLimiter;
  private readonly deadline = new SharedDeadline();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {
    this.limiter = new RateLimiter(redis, config.redisPrefix);
  }

  async assertLoginAllowed(attempt: LoginAttempt, reply: FastifyReply): Promise<void> {
    const user = attempt.username.toLowerCase();
    await this.refuseFor(reply, async () => {
      const perAddress = policyWindows(
        { name: 'login', perAddress: RATE_LIMITS.login.perAddress },
        null,
        attempt.ip,
        this.config.rateLimitScale,
      );
      const windows = [this.pairWindow(user, attempt.ip), this.successWindow(user)];
      return Math.max(await this.limiter.consume(perAddress), await this.limiter.blockedFor(windows));
    });
    if (!attempt.knownDevice) await this.refuseFor(reply, () => this.slowDown(user));
  }

  recordLoginFailure(attempt: LoginAttempt): Promise<void> {
    const user = attempt.username.toLowerCase();
    return this.guard(() => this.limiter.hit([this.pairWindow(user, attempt.ip), this.usernameWindow(user)]));
  }

  recordLoginSuccess(attempt: LoginAttempt): Promise<void> {
    const user = attempt.username.toLowerCase();
    return this.guard(async () => {
      await this.limiter.reset([this.pairWindow(user, attempt.ip).key, this.usernameWindow(user).key]);
      await this.limiter.hit([this.successWindow(user)]);
    });
  }

  async assertRegisterAllowed(ip: string, reply: FastifyReply): Promise<void> {
    const windows = policyWindows(
      { name: 'register', perAddress: RATE_LIMITS.register.perAddress },
      null,
      ip,
      this.config.rateLimitScale,
    );
    await this.refuseFor(reply, () => this.limiter.consume(windows));
  }

  /** Seconds this username must still wait, claiming the next slot when it need not. */
  private async slowDown(user: string): Promise<number> {
    const failures = Number(
      (await this.deadline.within(this.redis.get(this.config.redisPrefix + this.usernameWindow(user).key))) ??
        0,
    );
    if (failures < LOGIN_THROTTLE.slowAfter) return 0;
    const delay = Math.min(2 ** (failures - LOGIN_THROTTLE.slowAfter), LOGIN_THROTTLE.maxDelaySeconds);
    const slot = `${this.config.redisPrefix}rl:login:next:${user}`;
    const claimed = await this.deadline.within(this.redis.set(slot, '1', { EX: delay, NX: true }));
    if (claimed === 'OK') return 0;
    return Math.max(1, Number(await this.deadline.within(this.redis.ttl(slot))));
  }

  private pairWindow(user: string, ip: string): RateLimitWindow {
    return {
      key: `rl:login:pair:${user}:${ip}`,
      max: this.config.rateLimitLoginMax,
      windowSeconds: LOGIN_THROTTLE.windowSeconds,
    };
  }

  private usernameWindow(user: string): RateLimitWindow {
    return { key: `rl:login:user:${user}`, max: Infinity, windowSeconds: LOGIN_THROTTLE.windowSeconds };
  }

  private successWindow(user: string): RateLimitWindow {
    const { max, windowSeconds } = RATE_LIMITS.login.perAccount;
    return { key: `rl:login:ok:${user}`, max: max * this.config.rateLimitScale, windowSeconds };
  }

  private async refuseFor(reply: FastifyReply, wait: () => Promise<number>): Promise<void> {
    const seconds = await this.guard(wait);
    if (seconds > 0) throw tooManyRequests(reply, seconds, IDENTITY_MESSAGES.tooManyAttempts);
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
