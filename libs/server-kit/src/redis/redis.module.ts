import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** Injection token of the shared node-redis client: `@Inject(REDIS_CLIENT) redis: RedisClient`. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

const RECONNECT_MAX_DELAY_MS = 2_000;

/**
 * Connects in the background so a service boots (and reports not-ready) while Redis is down.
 * The offline queue is off: while disconnected, commands fail at once instead of hanging requests.
 */
export function createRedisClient(url: string, logger = new Logger('Redis')) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
    },
  });
  let reportedDown = false;
  client.on('error', (error: Error) => {
    if (!reportedDown) logger.warn(`Redis unavailable: ${error.message}`);
    reportedDown = true;
  });
  client.on('ready', () => {
    if (reportedDown) logger.log('Redis connection restored');
    reportedDown = false;
  });
  client.connect().catch((error: Error) => logger.warn(`Redis connection failed: ${error.message}`));
  return client;
}

export type RedisClient = ReturnType<typeof createRedisClient>;

class RedisClientCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    try {
      if (this.client.isReady) await this.client.close();
      else if (this.client.isOpen) this.client.destroy();
    } catch {
      this.client.destroy();
    }
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createRedisClient(config.redisUrl),
    },
    RedisClientCloser,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
