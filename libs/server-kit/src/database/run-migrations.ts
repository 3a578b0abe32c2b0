import { DataSource } from 'typeorm';
import { postgresOptions, type ServiceDatabaseOptions } from './database-options';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** Creates the service schema if needed, runs pending migrations, closes the connection. Returns their names. */
export async function runMigrations(databaseUrl: string, options: ServiceDatabaseOptions): Promise<string[]> {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  const dataSource = new DataSource(postgresOptions(databaseUrl, options));
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
