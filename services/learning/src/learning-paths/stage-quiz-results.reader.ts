import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type StageQuizScore } from '../shared/stage-quizzes';
import { sql } from '../database/sql';

/**
 * Reads the learner's stored stage-quiz results (quizzes served with mode 'stage'). The quiz feature writes
 * them and calls the paths feature when one is stored; the paths feature only reads them here, by SQL, so
 * that the modules depend one way (quiz → learning paths) and no quiz entity is imported.
 */
@Injectable()
export class StageQuizResultsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The learner's stage-quiz scores by stage id (stages without a result are absent). */
  async scoresByStage(userId: number, stageIds: readonly number[]): Promise<Map<number, StageQuizScore[]>> {
    const byStage = new Map<number, StageQuizScore[]>();
    if (stageIds.length === 0) return byStage;
    const rows = (await this.dataSource.query(
      `SELECT q."stageId" AS "stageId", r."firstTryCorrect" AS "firstTryCorrect",
          r."totalQuestions" AS "totalQuestions"
        FROM ${sql.table('quiz_results')} r
        JOIN ${sql.table('quizzes')} q ON q.id = r."quizId"
        WHERE r."userId" = $1 AND q."userId" = $1 AND q.mode = 'stage' AND q."stageId" = ANY($2::int[])`,
      [userId, [...stageIds]],
    )) as (StageQuizScore & { stageId: number })[];
    for (const { stageId, firstTryCorrect, totalQuestions } of rows) {
      const list = byStage.get(stageId) ?? [];
      list.push({ firstTryCorrect, totalQuestions });
      byStage.set(stageId, list);
    }
    return byStage;
  }
}
