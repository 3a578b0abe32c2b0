export type {
  AppConfig,
  CookieSecure,
  RemotesConfig,
  ServiceConfig,
  ServiceName,
  SessionConfig,
} from './config/app-config';
export {
  type CloudVoiceConfig,
  type LearningSection,
  readTextToSpeechConfig,
  type TextToSpeechConfig,
} from './config/sections/learning-section';
export { ConfigError } from './config/config-error';
export { loadConfig, DEVELOPMENT_SESSION_SECRET, type LoadConfigOptions } from './config/load-config';
export { APP_CONFIG, AppConfigModule } from './config/config.module';

export { ServiceCoreModule, type ServiceCoreOptions } from './service-core.module';
export { createServiceApp, initServiceApp, type ServiceAppOptions } from './bootstrap/create-service-app';
export { bootstrapService } from './bootstrap/bootstrap-service';
export { runMain } from './bootstrap/run-main';
export { OPENAPI_JSON_PATH, type OpenApiInfo } from './bootstrap/openapi';

export { JsonErrorFilter, sendJsonError } from './http/json-error.filter';
export { toErrorBody } from './http/error-body';
export { createValidationPipe } from './http/validation.pipe';
export { JSON_BODY_ERRORS } from './http/error-body';
export { REQUEST_ID_HEADER, resolveRequestId } from './http/request-id';
export { NO_SECURITY_HEADERS } from './http/security-headers';
export { ApiContentLanguage, ContentLanguage } from './http/content-language.decorator';
export { LoggingModule } from './logging/logging.module';
export { rootLogger } from './logging/root-logger';
export { QUIET_SUCCESS_ROUTE, RequestLogController } from './logging/request-log-controller';

export {
  REDIS_CLIENT,
  RedisModule,
  createRedisClient,
  createCachingRedisClient,
  closeRedisClient,
  type CachingRedisClient,
  type RedisClient,
} from './redis/redis.module';
export { RateLimiter, type RateLimitWindow } from './rate-limit/rate-limiter';
export {
  RateLimit,
  RateLimitGuard,
  type RateLimitPolicy,
  policyWindows,
  tooManyRequests,
  TOO_MANY_REQUESTS_MESSAGE,
} from './rate-limit/rate-limit.guard';
export { SharedDeadline } from './redis/shared-deadline';

export { SessionModule } from './session/session.module';
export {
  SessionStore,
  sessionHandle,
  sessionKeyPrefix,
  userSessionsKey,
  type StoredSession,
} from './session/session-store';
export { LAST_USED_RESOLUTION_MS, type SessionData } from './session/session-data';
export {
  HOST_COOKIE_PREFIX,
  isSecureRequest,
  readSessionCookie,
  sessionCookieName,
  sessionCookieOptions,
} from './session/session-cookie';
export { currentSessionId } from './session/request-session';
export { SessionAuthGuard, NOT_LOGGED_IN_MESSAGE, readSessionUserId } from './session/session-auth.guard';
export { CurrentUserId, OptionalUserId } from './session/current-user-id.decorator';
export { startSession, endSession } from './session/session-lifecycle';
export { SESSION_UNAVAILABLE_MESSAGE } from './session/session-availability';

export { HealthModule, type HealthModuleOptions } from './health/health.module';
export type { ReadinessCheck } from './health/readiness-check';
export { PostgresReadinessCheck } from './health/postgres-readiness.check';
export { RedisReadinessCheck } from './health/redis-readiness.check';
export { httpReadinessCheck } from './health/http-readiness.check';
export { ShutdownState } from './health/shutdown-state';

export { type ServiceDatabaseOptions, postgresOptions } from './database/database-options';
export { createTypeOrmModule } from './database/typeorm-module';
export { runMigrations } from './database/run-migrations';
export { type PreparedStatement, PreparedStatements } from './database/prepared-statements';
export { MAX_INT4, Optional } from './http/optional';
export { nestPath, Route } from './http/route';
export { HOSTILE_INPUT_MESSAGES, MAX_JSON_DEPTH } from './http/hostile-input';
