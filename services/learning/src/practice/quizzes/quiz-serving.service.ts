import { randomUUID } from 'node:crypto';
import { type Language, type QuizResponse } from '@grammarpath/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { toLocalizedPublicQuestion } from '../questions/public-question';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { ANOTHER_LEARNERS_QUIZ, QuizzesRepository } from '../repositories/quizzes.repository';
import { type Quiz } from './quiz.entity';

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

/** Serves quizzes (stored through QuizzesRepository) and answers who owns them. */
@Injectable()
export class QuizServingService {
  private readonly playing = new LRUCache<string, Quiz>(PLAYING_CACHE);

  constructor(
    private readonly quizzes: QuizzesRepository,
    private readonly catalog: QuestionCatalogService,
  ) {}

  /** Stores the quiz and returns its questions, in the drafted order, without answers, their texts in `language`. */
  async serve(
    userId: number,
    draft: QuizDraft,
    language: Language,
    widenedMessage?: string,
  ): Promise<QuizResponse> {
    const quiz: Quiz = { ...draft, id: randomUUID(), userId, startedAt: new Date() };
    const [rows] = await Promise.all([
      this.catalog.rows(draft.questionIds),
      this.quizzes.insert(userId, quiz),
    ]);
    this.playing.set(quiz.id, quiz);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const questions = draft.questionIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toLocalizedPublicQuestion(row, language)] : [];
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
    const cached = this.playing.get(quizId);
    const quiz = cached
      ? cached.userId === userId
        ? cached
        : ANOTHER_LEARNERS_QUIZ
      : await this.quizzes.find(userId, quizId);
    if (!quiz) throw new NotFoundException(`Quiz ${quizId} not found`);
    if (quiz === ANOTHER_LEARNERS_QUIZ) throw new ForbiddenException('This quiz belongs to another learner');
    this.playing.set(quiz.id, quiz);
    return quiz;
  }

  /**
   * The learner's quiz, read back to resume it; 404 both when there is none with that id and when it is
   * another learner's (saying which would tell a stranger that the id exists).
   */
  async findMine(userId: number, quizId: string): Promise<Quiz> {
    try {
      return await this.findOwned(userId, quizId);
    } catch (error) {
      if (error instanceof ForbiddenException) throw new NotFoundException(`Quiz ${quizId} not found`);
      throw error;
    }
  }

  /** The quiz's question, or 404 when the question is not part of it. */
  assertQuestionInQuiz(quiz: Quiz, questionId: number): void {
    if (!quiz.questionIds.includes(questionId)) {
      throw new NotFoundException(`Question ${questionId} is not part of quiz ${quiz.id}`);
    }
  }

  /** Questions served to the learner in the last RECENT_DAYS days (latest RECENT_QUIZZES quizzes at most). */
  async recentQuestionIds(userId: number): Promise<Set<number>> {
    return new Set(await this.quizzes.recentQuestionIds(userId, RECENT_DAYS, RECENT_QUIZZES));
  }
}
