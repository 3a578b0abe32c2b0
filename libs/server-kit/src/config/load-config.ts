import { REMOTE_NAMES, REMOTES, SESSION_COOKIE_DEFAULT } from '@grammarpath/contracts';
import { createHmac } from 'node:crypto';
import type { AppConfig, CookieSecure, RemotesConfig, ServiceConfig, ServiceName } from './app-config';
import { ConfigError } from './config-error';
import {
  type Env,
  readByteSize,
  readChoice,
  readInteger,
  readList,
  readOptionalString,
  readPort,
  readString,
  readTrustProxy,
  readUrl,
} from './env-readers';
import { readLearningSection } from './sections/learning-section';

export const DEVELOPMENT_SESSION_SECRET = 'grammarpath-development-session-secret-not-for-production';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const SECRET_MIN_LENGTH = 32;

function readCookieSecure(env: Env): CookieSecure {
  const value = readChoice(env, 'COOKIE_SECURE', 'auto', ['auto', 'true', 'false']);
  return value === 'auto' ? 'auto' : value === 'true';
}

function readSessionSecret(
  env: Env,
  isProduction: boolean,
  required: boolean,
): { secret: string; isDefault: boolean } {
  const secret = readOptionalString(env, 'SESSION_SECRET');
  if (secret === undefined) {
    if (isProduction && required)
      throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');
    return { secret: DEVELOPMENT_SESSION_SECRET, isDefault: true };
  }
  if (isProduction && secret.length < SECRET_MIN_LENGTH) {
    throw new ConfigError('SESSION_SECRET', `must be at least ${SECRET_MIN_LENGTH} characters in production`);
  }
  return { secret, isDefault: false };
}

/**
 * INTERNAL_API_SECRET (at least 32 characters in production), else one derived from the session secret: both
 * services already share SESSION_SECRET, so a deployment needs no new secret.
 */
function readInternalApiSecret(env: Env, isProduction: boolean, sessionSecret: string): string {
  const secret = readOptionalString(env, 'INTERNAL_API_SECRET');
  if (secret === undefined) {
    return createHmac('sha256', sessionSecret).update('grammarpath internal API').digest('base64url');
  }
  if (isProduction && secret.length < SECRET_MIN_LENGTH) {
    throw new ConfigError(
      'INTERNAL_API_SECRET',
      `must be at least ${SECRET_MIN_LENGTH} characters in production`,
    );
  }
  return secret;
}

function readRedisPrefix(env: Env): string {
  const prefix = readString(env, 'REDIS_PREFIX', 'gp:');
  if (/\s|\*/.test(prefix)) throw new ConfigError('REDIS_PREFIX', 'must not contain spaces or "*"');
  return prefix;
}

/** Each remote's manifest URL: its variable of contracts' REMOTES, else the manifest under its mount. */
function readRemotes(env: Env): RemotesConfig {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      readString(env, REMOTES[name].manifestVariable, `${REMOTES[name].mount}mf-manifest.json`),
    ]),
  ) as RemotesConfig;
}

/** The service's own section, read only for that service. */
function readServiceSection(service: ServiceName, env: Env): object {
  return service === 'learning' ? { learning: readLearningSection(env) } : {};
}

export interface LoadConfigOptions {
  /**
   * Whether this process reads or writes sessions, so that production requires SESSION_SECRET.
   * Default: every service but the gateway; migrate and seed scripts pass false.
   */
  usesSessions?: boolean;
}

/**
 * Reads and validates every environment variable the services use: the shared configuration, and the
 * service's own section (learning: `config.learning`). Call once at boot; nothing else reads `process.env`.
 * Throws `ConfigError` naming the bad variable.
 */
export function loadConfig<S extends ServiceName>(
  service: S,
  env: Env = process.env,
  options: LoadConfigOptions = {},
): ServiceConfig<S> {
  return {
    ...loadSharedConfig(service, env, options),
    ...readServiceSection(service, env),
  } as ServiceConfig<S>;
}

function loadSharedConfig(service: ServiceName, env: Env, options: LoadConfigOptions): AppConfig {
  const nodeEnv = readString(env, 'NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';
  const ports: Record<ServiceName, number> = {
    identity: readPort(env, 'IDENTITY_PORT', 3001),
    learning: readPort(env, 'LEARNING_PORT', 3002),
    gateway: readPort(env, 'GATEWAY_PORT', 3000),
  };
  const usesSessions = options.usesSessions ?? service !== 'gateway';
  const { secret, isDefault } = readSessionSecret(env, isProduction, usesSessions);
  return {
    service,
    nodeEnv,
    isProduction,
    host: readString(env, 'HOST', service === 'gateway' ? '0.0.0.0' : '127.0.0.1'),
    port: ports[service],
    ports,
    databaseUrl: readUrl(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/grammarpath', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: readUrl(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: readRedisPrefix(env),
    session: {
      secret,
      cookieName: readString(env, 'SESSION_COOKIE_NAME', SESSION_COOKIE_DEFAULT),
      idleTimeoutMinutes: readInteger(env, 'SESSION_IDLE_TIMEOUT_MINUTES', 10080),
      absoluteTimeoutHours: readInteger(env, 'SESSION_ABSOLUTE_TIMEOUT_HOURS', 720),
      cookieSecure: readCookieSecure(env),
    },
    usesDevelopmentSecret: isDefault && usesSessions,
    internalApiSecret: readInternalApiSecret(env, isProduction, secret),
    // The gateway is the edge unless told which addresses are proxies; a service trusts the gateway, on this
    // machine unless configured (the gateway replaces X-Forwarded-For with the one address it trusts).
    trustProxy: readTrustProxy(env, 'TRUST_PROXY', service === 'gateway' ? 'false' : 'loopback'),
    maxConnectionsPerAddress: readInteger(env, 'MAX_CONNECTIONS_PER_ADDRESS', 1024, 0),
    requestReadTimeoutMs: readInteger(env, 'REQUEST_READ_TIMEOUT_SECONDS', 10) * 1000,
    identityUrl: readUrl(env, 'IDENTITY_URL', 'http://127.0.0.1:3001', ['http:', 'https:']),
    learningUrl: readUrl(env, 'LEARNING_URL', 'http://127.0.0.1:3002', ['http:', 'https:']),
    frontendRoot: readOptionalString(env, 'FRONTEND_ROOT'),
    remotes: readRemotes(env),
    rendererUrl:
      readOptionalString(env, 'RENDERER_URL') === undefined
        ? undefined
        : readUrl(env, 'RENDERER_URL', '', ['http:', 'https:']),
    rendererTimeoutMs: readInteger(env, 'RENDERER_TIMEOUT_MS', 1500, 1),
    allowedOrigins: readList(env, 'ALLOWED_ORIGINS').map((origin) => origin.replace(/\/+$/, '')),
    bodyLimit: readByteSize(env, 'BODY_LIMIT', '100kb'),
    logLevel: readChoice(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
    rateLimitLoginMax: readInteger(env, 'RATE_LIMIT_LOGIN_MAX', 10),
    rateLimitScale: readInteger(env, 'RATE_LIMIT_SCALE', 1),
  };
}
