import { PreparedStatements } from '@grammarpath/server-kit';
import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { type Question } from '../practice/questions/question.entity';
import { type Quiz } from '../practice/quizzes/quiz.entity';
import { QuizzesRepository } from '../practice/repositories/quizzes.repository';
import { type LearningTestApp, startLearningTestApp } from './learning-test-app';

export type QuizTestApp = LearningTestApp;

/** The learning service on a fresh database seeded with the real content, and a fresh Redis prefix. */
export const startQuizTestApp = (): Promise<QuizTestApp> => startLearningTestApp();

/** Stores a quiz of exactly these questions for a learner, as POST /api/questions would (through QuizzesRepository). */
export async function insertQuiz(
  dataSource: DataSource,
  userId: number,
  questionIds: number[],
  options: {
    isPracticeMode?: boolean;
    maxAttempts?: number;
    showHints?: boolean;
    showExplanationAfterEachAttempt?: boolean;
  } = {},
): Promise<string> {
  const quiz: Quiz = {
    id: randomUUID(),
    userId,
    mode: 'standard',
    questionIds,
    difficultyLevel: 'beginner',
    cefrLevel: null,
    category: null,
    questionTypes: [],
    isPracticeMode: options.isPracticeMode ?? false,
    maxAttempts: options.maxAttempts ?? 1,
    showHints: options.showHints ?? false,
    showExplanationAfterEachAttempt: options.showExplanationAfterEachAttempt ?? true,
    stageId: null,
    dailyChallengeId: null,
    startedAt: new Date(),
  };
  await new QuizzesRepository(new PreparedStatements(dataSource)).insert(userId, quiz);
  return quiz.id;
}

/** One question row matching a SQL condition on learning.questions. */
export async function questionWhere(dataSource: DataSource, condition: string): Promise<Question> {
  const [row] = (await dataSource.query(
    `SELECT * FROM learning.questions WHERE ${condition} ORDER BY id LIMIT 1`,
  )) as Question[];
  if (!row) throw new Error(`No question where ${condition}`);
  return row;
}

/**
 * A `POST /api/quiz-results` body for a quiz: the server scores from its own records, so the figures the
 * browser would send only need to be valid.
 */
export const quizResultBody = (quizId: string, extra: object = {}) => ({
  quizId,
  answers: [],
  totalScore: 0,
  fillBlankScore: 0,
  rearrangeScore: 0,
  completionScore: 0,
  difficultyLevel: 'beginner',
  ...extra,
});
