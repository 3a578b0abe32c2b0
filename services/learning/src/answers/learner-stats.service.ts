import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type Question } from '../questions/question.entity';
import { type AnswerVerdict } from './answer-diagnosis';

/**
 * Keeps user_progress (per type, difficulty and category: first answers, first-try correct, response time,
 * run of correct answers) and error_patterns (per type and grammar rule) up to date, once per question.
 */
@Injectable()
export class LearnerStatsService {
  async recordFirstAnswer(
    manager: EntityManager,
    userId: number,
    question: Question,
    verdict: AnswerVerdict,
    responseSeconds: number,
  ): Promise<void> {
    const correct = verdict.isCorrect ? 1 : 0;
    await manager.query(
      `INSERT INTO learning.user_progress
         ("userId", "questionType", "difficultyLevel", "category", "totalAttempted", "totalCorrect", "averageResponseTime", "lastAttempted", "streakCount")
       VALUES ($1, $2, $3, $4, 1, $5, $6, now(), $5)
       ON CONFLICT ("userId", "questionType", "difficultyLevel", "category") DO UPDATE SET
         "totalAttempted" = user_progress."totalAttempted" + 1,
         "totalCorrect" = user_progress."totalCorrect" + EXCLUDED."totalCorrect",
         "averageResponseTime" = (user_progress."averageResponseTime" * user_progress."totalAttempted" + EXCLUDED."averageResponseTime")
           / (user_progress."totalAttempted" + 1),
         "lastAttempted" = now(),
         "streakCount" = CASE WHEN EXCLUDED."totalCorrect" = 1 THEN user_progress."streakCount" + 1 ELSE 0 END`,
      [userId, question.type, question.difficultyLevel, question.category, correct, responseSeconds],
    );
    // A misspelling is not a grammar mistake.
    if (verdict.isCorrect || verdict.diagnosis.kind === 'typo') return;
    await manager.query(
      `INSERT INTO learning.error_patterns ("userId", "questionType", "grammarRule", "errorCount", "lastOccurrence")
       VALUES ($1, $2, $3, 1, now())
       ON CONFLICT ("userId", "questionType", "grammarRule") DO UPDATE SET
         "errorCount" = error_patterns."errorCount" + 1, "lastOccurrence" = now()`,
      [userId, question.type, question.grammarTopics[0] ?? 'general'],
    );
  }
}
