import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CatalogEntry } from './catalog-entry';
import { type Question } from './question.entity';
import { sql } from '../../database/sql';

const TABLE = sql.table('questions');

/**
 * Reads the question bank with plain SQL: column names are the entity's property names, so rows need no
 * mapping, and the hot paths skip TypeORM's query building and entity hydration.
 */
@Injectable()
export class QuestionBankReader {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Changes whenever the seed inserts, updates or removes a question (it sets updatedAt on every write).
   * Two subqueries, so that each reads an index (the primary key, IDX_questions_updated_at), not the table.
   */
  async version(): Promise<string> {
    const [row] = await this.dataSource.query<{ version: string }[]>(
      `SELECT (SELECT count(*) FROM ${TABLE}) || ':' || coalesce((SELECT max("updatedAt") FROM ${TABLE})::text, '') AS "version"`,
    );
    return row.version;
  }

  /** What selection needs of every question, in id order. */
  entries(): Promise<CatalogEntry[]> {
    return this.dataSource.query<CatalogEntry[]>(
      `SELECT "id", "type", "difficultyLevel", "cefrLevel", "category", "grammarTopics" FROM ${TABLE} ORDER BY "id"`,
    );
  }

  /** Full rows (with answers) of the given ids, in no particular order. */
  rows(ids: readonly number[]): Promise<Question[]> {
    return this.dataSource.query<Question[]>(`SELECT * FROM ${TABLE} WHERE "id" = ANY($1::int[])`, [ids]);
  }
}
