import type { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { postgresOptions, type ServiceDatabaseOptions } from './database-options';

/** `TypeOrmModule.forRoot` for a service's schema; each feature module registers its entities with `TypeOrmModule.forFeature`. */
export function createTypeOrmModule(config: AppConfig, options: ServiceDatabaseOptions): DynamicModule {
  return TypeOrmModule.forRoot({
    ...postgresOptions(config.databaseUrl, options),
    autoLoadEntities: true,
    retryAttempts: 3,
    retryDelay: 1_000,
  });
}
