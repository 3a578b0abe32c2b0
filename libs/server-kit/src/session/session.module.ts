import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module';
import { SessionStore } from './session-store';

/** The shared Redis session store; createServiceApp reads it on every route through a hook. Needs RedisModule. */
@Module({
  providers: [
    {
      provide: SessionStore,
      inject: [REDIS_CLIENT, APP_CONFIG],
      useFactory: (redis: RedisClient, config: AppConfig) => new SessionStore(redis, config),
    },
  ],
  exports: [SessionStore],
})
export class SessionModule {}
