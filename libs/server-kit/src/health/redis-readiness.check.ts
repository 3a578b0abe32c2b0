import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module';
import { SharedDeadline } from '../redis/shared-deadline';
import type { ReadinessCheck } from './readiness-check';

@Injectable()
export class RedisReadinessCheck implements ReadinessCheck {
  readonly name = 'redis';
  private readonly deadline = new SharedDeadline();

  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  async check(): Promise<void> {
    await this.deadline.within(this.redis.ping());
  }
}
