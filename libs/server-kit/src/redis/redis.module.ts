import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createClient } from 'redis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** Injection token of the shared node-redis client: `@Inject(REDIS_CLIENT) redis: RedisClient`. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

const RECONNECT_MAX_DELAY_MS = 2_000;

/**
 * node-redis's per-command timeout is off: it only covers the wait before a command is written (with the
 * offline queue off, none) yet costs an AbortSignal and a timer per command. Callers on the request path
 * put their commands under a SharedDeadline instead, which covers the wait for the answer.
 */
const COMMAND_OPTIONS = { timeout: 0 };

const SOCKET_OPTIONS = {
  connectTimeout: 2_000,
  reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
};

/** Logs the first failure of a run of them and the recovery, and connects in the background. */
function connectInBackground<
  T extends { on(event: string, listener: (arg: Error) => void): unknown; connect(): Promise<unknown> },
>(client: T, logger: Logger): T {
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

/**
 * Connects in the background so a service boots (and reports not-ready) while Redis is down.
 * The offline queue is off: while disconnected, commands fail at once instead of hanging requests.
 */
export function createRedisClient(url: string, logger = new Logger('Redis')) {
  return connectInBackground(
    createClient({ url, disableOfflineQueue: true, commandOptions: COMMAND_OPTIONS, socket: SOCKET_OPTIONS }),
    logger,
  );
}

/**
 * A client whose GETs are answered from memory until Redis reports the key changed (RESP3 server-assisted
 * client-side caching): for values read on every request and written rarely. The cache empties when the
 * connection drops, and an entry is dropped after `ttlMs` in any case.
 */
export function createCachingRedisClient(
  url: string,
  cache: { maxEntries: number; ttlMs: number },
  logger = new Logger('Redis'),
) {
  return connectInBackground(
    createClient({
      url,
      RESP: 3,
      clientSideCache: {
        maxEntries: cache.maxEntries,
        ttl: cache.ttlMs,
        evictPolicy: 'LRU',
        recordStats: false,
      },
      disableOfflineQueue: true,
      commandOptions: COMMAND_OPTIONS,
      socket: SOCKET_OPTIONS,
    }),
    logger,
  );
}

export type CachingRedisClient = ReturnType<typeof createCachingRedisClient>;

export type RedisClient = ReturnType<typeof createRedisClient>;

/** Closes gracefully when connected, else drops the connection attempts. */
export async function closeRedisClient(client: {
  isReady: boolean;
  isOpen: boolean;
  close(): Promise<unknown>;
  destroy(): void;
}): Promise<void> {
  try {
    if (client.isReady) await client.close();
    else if (client.isOpen) client.destroy();
  } catch {
    client.destroy();
  }
}

class RedisClientCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient) {}

  onApplicationShutdown(): Promise<void> {
    return closeRedisClient(this.client);
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
