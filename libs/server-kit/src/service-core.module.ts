import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import type { ServiceDatabaseOptions } from './database/database-options';
import { createTypeOrmModule } from './database/typeorm-module';
import { HealthModule } from './health/health.module';
import { PostgresReadinessCheck } from './health/postgres-readiness.check';
import type { ReadinessCheck } from './health/readiness-check';
import { RedisReadinessCheck } from './health/redis-readiness.check';
import { JsonErrorFilter } from './http/json-error.filter';
import { createValidationPipe } from './http/validation.pipe';
import { LoggingModule } from './logging/logging.module';
import { RedisModule } from './redis/redis.module';
import { SessionModule } from './session/session.module';

export interface ServiceCoreOptions {
  config: AppConfig;
  /** The service's schema, entities and migrations; omit for services without a database (gateway). */
  database?: ServiceDatabaseOptions;
  /** Redis client (REDIS_CLIENT) and the shared session middleware. Default true. */
  sessions?: boolean;
  /** Further readiness checks (the gateway's upstream services). */
  readinessChecks?: Array<Type<ReadinessCheck> | ReadinessCheck>;
}

/**
 * Everything a GrammarPath service shares: APP_CONFIG, pino logging with request ids, the JSON error
 * filter, the strict ValidationPipe, /health and /health/ready, and optionally TypeORM, Redis and sessions.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    const sessions = options.sessions ?? true;
    const checks: Array<Type<ReadinessCheck> | ReadinessCheck> = [
      ...(options.database ? [PostgresReadinessCheck] : []),
      ...(sessions ? [RedisReadinessCheck] : []),
      ...(options.readinessChecks ?? []),
    ];
    return {
      module: ServiceCoreModule,
      imports: [
        AppConfigModule.forRoot(options.config),
        LoggingModule.forRoot(options.config),
        ...(options.database ? [createTypeOrmModule(options.config, options.database)] : []),
        ...(sessions ? [RedisModule, SessionModule] : []),
        HealthModule.forRoot({ checks }),
      ],
      providers: [
        { provide: APP_FILTER, useClass: JsonErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
