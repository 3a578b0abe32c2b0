import { type ServiceDatabaseOptions } from '@grammarpath/server-kit';
import { LEARNING_SCHEMA } from './learning-schema';
import { LEARNING_MIGRATIONS } from './migrations';

/**
 * Schema `learning` and its migrations, for the Nest app, migrate.ts and tests. Entities are not listed:
 * each feature module registers its own (`TypeOrmModule.forFeature`), and seed.ts lists those it writes.
 */
export const LEARNING_DATABASE: ServiceDatabaseOptions = {
  schema: LEARNING_SCHEMA,
  migrations: LEARNING_MIGRATIONS,
};
