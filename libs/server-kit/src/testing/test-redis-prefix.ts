import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

export interface TestRedisPrefix {
  /** A unique REDIS_PREFIX such as `gp_test_ab12cd34:`. */
  prefix: string;
  /** Keys currently stored under the prefix. */
  keys(): Promise<string[]>;
  /** Reads and writes a string key (full key, prefix included), e.g. to age a stored session. */
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
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
    get: (key) => client.get(key),
    set: async (key, value) => {
      await client.set(key, value, { KEEPTTL: true });
    },
    clear,
    async cleanup() {
      await clear();
      await client.close();
    },
  };
}
