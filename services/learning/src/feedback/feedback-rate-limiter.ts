import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@grammarpath/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  RateLimiter,
  type RateLimitWindow,
  REDIS_CLIENT,
  type RedisClient,
} from '@grammarpath/server-kit';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';

/**
 * FEEDBACK_LIMITS.perIpMax submissions per client IP per 15 minutes, counted in Redis. Feedback is not
 * worth refusing when Redis is briefly unavailable: the limit then fails open (and says so in the log).
 */
@Injectable()
export class FeedbackRateLimiter {
  private readonly logger = new Logger(FeedbackRateLimiter.name);
  private readonly limiter: RateLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS_CLIENT) redis: RedisClient) {
    this.limiter = new RateLimiter(redis, config.redisPrefix);
  }

  async consume(ip: string): Promise<void> {
    const windows: RateLimitWindow[] = [
      {
        key: `rl:feedback:ip:${ip}`,
        max: FEEDBACK_LIMITS.perIpMax,
        windowSeconds: FEEDBACK_LIMITS.windowSeconds,
      },
    ];
    let blocked = false;
    try {
      blocked = await this.limiter.isBlocked(windows);
      if (!blocked) await this.limiter.hit(windows);
    } catch (error) {
      this.logger.warn({ err: error }, 'Feedback rate limit unavailable; accepting the submission');
    }
    if (blocked) throw new HttpException(FEEDBACK_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
  }
}
