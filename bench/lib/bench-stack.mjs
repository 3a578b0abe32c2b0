// The stack a benchmark runs against: the services from their builds, on its own ports, database and Redis
// prefix, in production mode, with rate limits scaled out of the way (one benchmark address sends far more
// than any limit allows a person) and the services' output in a log file.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../scripts/lib/stack.mjs';

export function startBenchStack({ ports, data, redisPrefix, logName }) {
  return startStack({
    ports,
    databaseUrl: data.databaseUrl,
    redisUrl: data.redisUrl,
    redisPrefix,
    logFile: join(tmpdir(), `${logName}.log`),
    extraEnv: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '100000',
      SESSION_SECRET: `bench-session-secret-${randomBytes(16).toString('hex')}`,
    },
  });
}
