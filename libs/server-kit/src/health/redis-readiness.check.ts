import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module';
import type { ReadinessCheck } from './readiness-check';

@Injectable()
export class RedisReadinessCheck implements ReadinessCheck {
  readonly name = 'redis';

  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  async check(): Promise<void> {
    await this.redis.ping();
  }
}
