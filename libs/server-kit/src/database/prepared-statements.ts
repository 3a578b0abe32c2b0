import { Injectable } from '@nestjs/common';
import { type PoolClient, type QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { type PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** A statement Postgres parses and plans once per connection, then only binds and executes. */
export interface PreparedStatement {
  /** Unique among the service's prepared statements. */
  name: string;
  text: string;
}

/**
 * Runs the statements of a service's busiest endpoints on TypeORM's connection pool as named prepared statements:
 * Postgres skips parsing and planning them on every request, and TypeORM's per-query work (query runner,
 * logging, events) is skipped as well. The connection comes from the driver's public
 * `obtainMasterConnection()`; errors are pg's own, which the error filter maps like TypeORM's.
 */
@Injectable()
export class PreparedStatements {
  constructor(private readonly dataSource: DataSource) {}

  async rows<T extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<T[]> {
    const driver = this.dataSource.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [
      PoolClient,
      (error?: unknown) => void,
    ];
    // As pg's pool.query does: while the client is checked out, an 'error' event (Postgres gone mid-query) is
    // heard here, so it cannot crash the process; the query's own promise rejects with it.
    const ignore = () => undefined;
    client.on('error', ignore);
    try {
      const result = await client.query<T>({ ...statement, values });
      release();
      return result.rows;
    } catch (error) {
      // A client whose query failed is not reused.
      release(error);
      throw error;
    } finally {
      client.removeListener('error', ignore);
    }
  }
}
