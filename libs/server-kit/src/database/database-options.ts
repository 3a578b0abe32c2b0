import type { DataSourceOptions } from 'typeorm';

export interface ServiceDatabaseOptions {
  /** The Postgres schema this service owns, e.g. 'identity'; its migrations table lives there too. */
  schema: string;
  /**
   * Entity classes for data sources built outside Nest (seed scripts). The Nest app loads the entities its
   * modules register with `TypeOrmModule.forFeature`, so a service can leave this out.
   */
  entities?: NonNullable<DataSourceOptions['entities']>;
  /** Migration classes (not globs: globs break under SWC output and jest). */
  migrations: NonNullable<DataSourceOptions['migrations']>;
}

/** TypeORM options for one service schema: migrations only, never synchronize. */
export function postgresOptions(databaseUrl: string, options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: options.schema,
    entities: options.entities ?? [],
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    extra: { max: 10, connectionTimeoutMillis: 5_000 },
  };
}
