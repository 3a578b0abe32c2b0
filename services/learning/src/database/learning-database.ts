import { type ServiceDatabaseOptions } from '@grammarpath/server-kit';
import { LEARNING_ENTITIES } from './entities';
import { LEARNING_SCHEMA } from './learning-schema';
import { LEARNING_MIGRATIONS } from './migrations';

/** Schema `learning`, its entities and migrations: for the Nest app, migrate.ts, seed.ts and tests. */
export const LEARNING_DATABASE: ServiceDatabaseOptions = {
  schema: LEARNING_SCHEMA,
  entities: LEARNING_ENTITIES,
  migrations: LEARNING_MIGRATIONS,
};
