import { IDENTITY_MESSAGES } from '@grammarpath/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  REDIS_CLIENT,
  type RedisClient,
  SharedDeadline,
} from '@grammarpath/server-kit';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** Wrong passwords a learner may give to change the password or delete the account, per window. */
export const PASSWORD_CONFIRMATION_MAX_FAILURES = 10;
export const PASSWORD_CONFIRMATION_WINDOW_SECONDS = 15 * 60;

/**
 * Throttles guessing the password through an existing session (change password, delete account): after
 * PASSWORD_CONFIRMATION_MAX_FAILURES wrong passwords in the window, 429 with Retry-After until it ends. Each
 * try also costs an Argon2 verification, so this bounds that cost too. A right password clears the count.
 */
@Injectable()
export class PasswordConfirmationLimiter {
  private readonly keyPrefix: string;
  private readonly deadline = new SharedDeadline();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.keyPrefix = `${config.redisPrefix}rl:password-confirmation:user:`;
  }

  async assertAllowed(userId: number, reply: FastifyReply): Promise<void> {
    const key = this.keyPrefix + userId;
    const failures = Number(await this.deadline.within(this.redis.get(key)));
    if (failures < PASSWORD_CONFIRMATION_MAX_FAILURES) return;
    const ttl = await this.deadline.within(this.redis.ttl(key));
    void reply.header('Retry-After', String(Math.max(1, ttl)));
    throw new HttpException(IDENTITY_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }

  async recordFailure(userId: number): Promise<void> {
    const key = this.keyPrefix + userId;
    await this.deadline.within(
      this.redis.multi().incr(key).expire(key, PASSWORD_CONFIRMATION_WINDOW_SECONDS, 'NX').exec(),
    );
  }

  async reset(userId: number): Promise<void> {
    await this.deadline.within(this.redis.del(this.keyPrefix + userId));
  }
}
