export { createTestDatabase, type TestDatabase } from './test-database';
export { createTestRedisPrefix, type TestRedisPrefix } from './test-redis-prefix';
export { writeTestSession } from './test-session';
