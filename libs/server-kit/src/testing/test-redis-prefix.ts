import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

export interface TestRedisPrefix {
  /** A unique REDIS_PREFIX such as `gp_test_ab12cd34:`. */
  prefix: string;
  /** Keys currently stored under the prefix. */
  keys(): Promise<string[]>;
  /** Deletes only the keys under this prefix (SCAN + DEL); the prefix stays usable. */
  clear(): Promise<void>;
  /** `clear`, then closes the connection. */
  cleanup(): Promise<void>;
}

export async function createTestRedisPrefix(
  redisUrl: string = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<TestRedisPrefix> {
  const prefix = `gp_test_${randomBytes(4).toString('hex')}:`;
  const client = createClient({ url: redisUrl });
  await client.connect();
  const keys = async (): Promise<string[]> => {
    const found: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) found.push(...batch);
    return found;
  };
  const clear = async (): Promise<void> => {
    const found = await keys();
    if (found.length > 0) await client.del(found);
  };
  return {
    prefix,
    keys,
    clear,
    async cleanup() {
      await clear();
      await client.close();
    },
  };
}
