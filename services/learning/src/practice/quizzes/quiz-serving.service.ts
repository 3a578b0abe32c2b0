import { randomUUID } from 'node:crypto';
import { type QuizResponse } from '@grammarpath/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { Repository } from 'typeorm';
import { LEARNING_SCHEMA } from '../../database/learning-schema';
import { type PreparedStatement, PreparedStatements } from '../../database/prepared-statements';
import { toPublicQuestion } from '../questions/public-question';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { Quiz } from './quiz.entity';

/**
 * "Seen recently" is every question served to the learner in the last RECENT_DAYS days: a month of daily
 * 20-question quizzes (600 questions) never repeats one while the level has others left (questions seen
 * are drawn only when a cell runs out). Bounded by the latest RECENT_QUIZZES quizzes (five a day for a
 * month; at most 40 questions each), so that the read and the set stay small on the hot path.
 */
export const RECENT_DAYS = 30;
export const RECENT_QUIZZES = 150;

/** Quizzes never change once stored, so the ones being played are kept in memory for their answers. */
const PLAYING_CACHE = { max: 10_000, ttl: 60 * 60_000 };

export type QuizDraft = Omit<Quiz, 'id' | 'userId' | 'startedAt'>;

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
  text: `INSERT INTO "${LEARNING_SCHEMA}"."quizzes" (${QUIZ_COLUMNS.map((c) => `"${c}"`).join(', ')})
    VALUES (${QUIZ_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
};

/**
 * One row, one JSON value (parsed natively) rather than a row and an int[] text to parse per quiz. The
 * ("userId", "startedAt") index is read backwards and stops at the limit or at the start of the window.
 */
const RECENT_QUESTION_IDS: PreparedStatement = {
  name: 'learning-recent-question-ids-window',
  text: `SELECT coalesce(json_agg(r."questionIds"), '[]') AS "questionIds"
    FROM (SELECT "questionIds" FROM "${LEARNING_SCHEMA}"."quizzes"
      WHERE "userId" = $1 AND "startedAt" > now() - make_interval(days => $2::int)
      ORDER BY "startedAt" DESC LIMIT $3) r`,
};

/** Stores served quizzes and answers who owns them: the one access path to `quizzes`. */
@Injectable()
export class QuizServingService {
  private readonly playing = new LRUCache<string, Quiz>(PLAYING_CACHE);

  constructor(
    @InjectRepository(Quiz) private readonly quizzes: Repository<Quiz>,
    private readonly statements: PreparedStatements,
    private readonly catalog: QuestionCatalogService,
  ) {}

  /** Stores the quiz and returns its questions, in the drafted order, without answers. */
  async serve(userId: number, draft: QuizDraft, widenedMessage?: string): Promise<QuizResponse> {
    const quiz: Quiz = { ...draft, id: randomUUID(), userId, startedAt: new Date() };
    const [rows] = await Promise.all([
      this.catalog.rows(draft.questionIds),
      this.statements.rows(
        INSERT_QUIZ,
        QUIZ_COLUMNS.map((column) => quiz[column]),
      ),
    ]);
    this.playing.set(quiz.id, quiz);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const questions = draft.questionIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPublicQuestion(row)] : [];
    });
    return {
      quizId: quiz.id,
      mode: draft.mode,
      questions,
      ...(widenedMessage ? { widened: { message: widenedMessage } } : {}),
    };
  }

  /** The learner's quiz; 404 when there is none with that id, 403 when it is another learner's. */
  async findOwned(userId: number, quizId: string): Promise<Quiz> {
    const quiz = this.playing.get(quizId) ?? (await this.quizzes.findOneBy({ id: quizId }));
    if (!quiz) throw new NotFoundException(`Quiz ${quizId} not found`);
    this.playing.set(quiz.id, quiz);
    if (quiz.userId !== userId) throw new ForbiddenException('This quiz belongs to another learner');
    return quiz;
  }

  /** The quiz's question, or 404 when the question is not part of it. */
  assertQuestionInQuiz(quiz: Quiz, questionId: number): void {
    if (!quiz.questionIds.includes(questionId)) {
      throw new NotFoundException(`Question ${questionId} is not part of quiz ${quiz.id}`);
    }
  }

  /** Questions served to the learner in the last RECENT_DAYS days (latest RECENT_QUIZZES quizzes at most). */
  async recentQuestionIds(userId: number): Promise<Set<number>> {
    const [row] = await this.statements.rows<{ questionIds: number[][] }>(RECENT_QUESTION_IDS, [
      userId,
      RECENT_DAYS,
      RECENT_QUIZZES,
    ]);
    return new Set(row.questionIds.flat());
  }
}
