import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LEARNING_SCHEMA } from '../database/learning-schema';
import { sql } from '../database/sql';

/** The columns that tie a row of schema `learning` to one learner (custom question sets name it creatorId). */
const LEARNER_COLUMNS = ['userId', 'creatorId'] as const;

export interface LearnerTable {
  table: string;
  column: string;
}

/** What learning holds about one learner: the rows of each table, keyed by table name. */
export type LearnerRows = Record<string, object[]>;

/**
 * A learner's own rows across schema `learning`, for identity's "download my data" and "delete my account".
 * The tables are found from the schema itself (every table with a userId or creatorId column), so a table
 * added later is exported and deleted without being listed here; content tables have no such column.
 */
@Injectable()
export class LearnerDataService {
  private tables: Promise<LearnerTable[]> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** The tables holding learners' rows, and the column naming the learner; read once. */
  learnerTables(): Promise<LearnerTable[]> {
    this.tables ??= this.dataSource
      .query<Array<{ table: string; column: string }>>(
        `SELECT c.table_name AS "table", c.column_name AS "column"
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE' AND c.column_name = ANY($2)
         ORDER BY c.table_name`,
        [LEARNING_SCHEMA, LEARNER_COLUMNS],
      )
      .catch((error: unknown) => {
        this.tables = null;
        throw error;
      });
    return this.tables;
  }

  /** Every row of the learner, table by table, in one consistent snapshot. */
  async export(userId: number): Promise<LearnerRows> {
    const tables = await this.learnerTables();
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const rows: LearnerRows = {};
      for (const { table, column } of tables) rows[table] = await this.rowsOf(manager, table, column, userId);
      return rows;
    });
  }

  /** Deletes every row of the learner in one transaction: all of them or none. Answers the count per table. */
  async delete(userId: number): Promise<Record<string, number>> {
    const tables = await this.learnerTables();
    return this.dataSource.transaction(async (manager) => {
      const deleted: Record<string, number> = {};
      for (const { table, column } of tables) {
        const [, count] = await manager.query<[unknown[], number]>(
          `DELETE FROM ${sql.table(table)} WHERE "${column}" = $1`,
          [userId],
        );
        deleted[table] = count;
      }
      return deleted;
    });
  }

  private rowsOf(manager: EntityManager, table: string, column: string, userId: number): Promise<object[]> {
    const order = table === 'quizzes' ? '"startedAt", "id"' : '"id"';
    return manager.query<object[]>(
      `SELECT * FROM ${sql.table(table)} WHERE "${column}" = $1 ORDER BY ${order}`,
      [userId],
    );
  }
}
