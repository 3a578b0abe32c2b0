import { Inject, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module';
import { createSessionMiddleware } from './session.middleware';

/** Reads (and lets identity write) the shared Redis session on every route. Needs RedisModule. */
@Module({})
export class SessionModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(createSessionMiddleware(this.config, this.redis)).forRoutes('{*path}');
  }
}
