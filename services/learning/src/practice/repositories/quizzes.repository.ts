import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { Injectable } from '@nestjs/common';
import { sql } from '../../database/sql';
import { type Quiz } from '../quizzes/quiz.entity';

const QUIZ_COLUMNS: readonly (keyof Quiz)[] = [
  'id',
  'userId',
  'mode',
  'questionIds',
  'difficultyLevel',
  'cefrLevel',
  'category',
  'questionTypes',
  'isPracticeMode',
  'maxAttempts',
  'showHints',
  'showExplanationAfterEachAttempt',
  'stageId',
  'dailyChallengeId',
  'startedAt',
];

// Plain SQL on the hot path: TypeORM's insert builder costs more CPU than the rest of serving a quiz.
const INSERT_QUIZ: PreparedStatement = {
  name: 'learning-insert-quiz',
  text: `INSERT INTO ${sql.table('quizzes')} (${QUIZ_COLUMNS.map((c) => `"${c}"`).join(', ')})
    VALUES (${QUIZ_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
};

const FIND_QUIZ: PreparedStatement = {
  name: 'learning-find-quiz',
  text: `SELECT ${QUIZ_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM ${sql.table('quizzes')} WHERE id = $1`,
};

/**
 * One row, one flat JSON array (parsed natively; Array.prototype.flat is a slow generic path in V8) rather than
 * a row and an int[] text to parse per quiz. The ("userId", "startedAt") index is read backwards and stops at
 * the limit or at the start of the window.
 */
const RECENT_QUESTION_IDS: PreparedStatement = {
  name: 'learning-recent-question-ids-window',
  text: `SELECT coalesce(json_agg(q.id), '[]') AS "questionIds"
    FROM (SELECT "questionIds" FROM ${sql.table('quizzes')}
      WHERE "userId" = $1 AND "startedAt" > now() - make_interval(days => $2::int)
      ORDER BY "startedAt" DESC LIMIT $3) r, unnest(r."questionIds") AS q(id)`,
};

/**
 * One batch: the next `$4` quizzes after the cursor that started before the cutoff (an index range of
 * IDX_quizzes_started_id), of which those without a result are locked and deleted. SKIP LOCKED: instances
 * running this at once never wait for each other and never delete a row twice. Answers stay: quiz_answers
 * has no foreign key to quizzes, and the statistics and the mistakes review read them as facts.
 */
const EXPIRE_BATCH: PreparedStatement = {
  name: 'learning-expire-unfinished-quizzes',
  text: `WITH batch AS (
      SELECT id, "startedAt" FROM ${sql.table('quizzes')}
      WHERE ("startedAt", id) > ($1::timestamptz, $2::uuid)
        AND "startedAt" < now() - make_interval(days => $3::int)
      ORDER BY "startedAt", id
      LIMIT $4
    ), doomed AS (
      SELECT q.id FROM ${sql.table('quizzes')} q
      WHERE q.id IN (SELECT id FROM batch)
        AND NOT EXISTS (SELECT 1 FROM ${sql.table('quiz_results')} r WHERE r."quizId" = q.id)
      FOR UPDATE OF q SKIP LOCKED
    ), gone AS (
      DELETE FROM ${sql.table('quizzes')} q USING doomed d WHERE q.id = d.id RETURNING q.id
    )
    SELECT (SELECT count(*) FROM batch)::int AS scanned,
      (SELECT count(*) FROM gone)::int AS deleted,
      last."startedAt"::text AS "lastStartedAt",
      last.id::text AS "lastId"
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT id, "startedAt" FROM batch ORDER BY "startedAt" DESC, id DESC LIMIT 1) last ON true`,
};

/** Where a walk of the old quizzes stopped: ("startedAt" as Postgres text, id). */
export interface QuizCursor {
  startedAt: string;
  id: string;
}

/** One expiry batch: quizzes looked at, deleted, and the last one looked at (null when none). */
export interface ExpiryBatchRow {
  scanned: number;
  deleted: number;
  lastStartedAt: string | null;
  lastId: string | null;
}

/** Returned by `find` for a quiz that exists but is another learner's. */
export const ANOTHER_LEARNERS_QUIZ = 'another-learners-quiz';

/** Every statement on `quizzes`: the quizzes as served, scoped by learner. */
@Injectable()
export class QuizzesRepository {
  constructor(private readonly statements: PreparedStatements) {}

  /** Stores a quiz the learner was served. */
  async insert(userId: number, quiz: Quiz): Promise<void> {
    await this.statements.rows(
      INSERT_QUIZ,
      QUIZ_COLUMNS.map((column) => (column === 'userId' ? userId : quiz[column])),
    );
  }

  /** The learner's quiz; null when there is none with that id, ANOTHER_LEARNERS_QUIZ when it is not theirs. */
  async find(userId: number, quizId: string): Promise<Quiz | typeof ANOTHER_LEARNERS_QUIZ | null> {
    const [quiz] = await this.statements.rows<Quiz>(FIND_QUIZ, [quizId]);
    if (!quiz) return null;
    return quiz.userId === userId ? quiz : ANOTHER_LEARNERS_QUIZ;
  }

  /** The question ids of the learner's quizzes started in the last `days` days (the latest `limit` quizzes). */
  async recentQuestionIds(userId: number, days: number, limit: number): Promise<number[]> {
    const [row] = await this.statements.rows<{ questionIds: number[] }>(RECENT_QUESTION_IDS, [
      userId,
      days,
      limit,
    ]);
    return row.questionIds;
  }

  /**
   * Maintenance across learners, the one statement not scoped by one: deletes the unfinished quizzes among
   * the next `batchSize` that started over `days` days ago, walking from the cursor.
   */
  async expireUnfinished(cursor: QuizCursor, days: number, batchSize: number): Promise<ExpiryBatchRow> {
    const [row] = await this.statements.rows<ExpiryBatchRow>(EXPIRE_BATCH, [
      cursor.startedAt,
      cursor.id,
      days,
      batchSize,
    ]);
    return row;
  }
}
