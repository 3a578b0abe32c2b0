import { Injectable } from '@nestjs/common';
import { type Pool, type QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';

/** A statement Postgres parses and plans once per connection, then only binds and executes. */
export interface PreparedStatement {
  /** Unique among the service's prepared statements. */
  name: string;
  text: string;
}

/**
 * Runs the statements of the busiest endpoints on TypeORM's connection pool as named prepared statements:
 * Postgres skips parsing and planning them on every request, and TypeORM's per-query work (query runner,
 * logging, events) is skipped as well. Errors are pg's own, which the error filter maps like TypeORM's.
 */
@Injectable()
export class PreparedStatements {
  constructor(private readonly dataSource: DataSource) {}

  async rows<T extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<T[]> {
    const result = await this.pool().query<T>({ ...statement, values });
    return result.rows;
  }

  private pool(): Pool {
    // TypeORM's Postgres driver keeps its pg Pool as `master` (typed any).
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }
}
