import {
  resolvePracticeOptions,
  MISTAKES_REVIEW_EMPTY_MESSAGE,
  QUESTION_COUNT,
  type MistakesSummary,
  type Language,
  type QuizResponse,
  type QuizSettings,
} from '@grammarpath/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { typicalDifficulty } from '../../shared/typical-difficulty';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { orderQuestions } from '../questions/question-selection';
import { QuizServingService } from '../quizzes/quiz-serving.service';
import { AnswerStatsRepository } from '../repositories/answer-stats.repository';
import { QuizAnswersRepository } from '../repositories/quiz-answers.repository';
import { planMistakesReview } from './mistakes-review-plan';

/** How many of the learner's most frequent rules and latest missed answers a review draws on. */
const RULES_CONSIDERED = 8;
const MISSED_CONSIDERED = 100;

@Injectable()
export class MistakesReviewService {
  constructor(
    private readonly stats: AnswerStatsRepository,
    private readonly answers: QuizAnswersRepository,
    private readonly catalog: QuestionCatalogService,
    private readonly serving: QuizServingService,
  ) {}

  /** How many mistakes wait for the review (shown before it starts). */
  async summary(userId: number): Promise<MistakesSummary> {
    return { mistakes: await this.answers.missedQuestionCount(userId) };
  }

  /** A quiz of mode 'mistakes'; 409 with a message the UI can show when the learner has no mistakes yet. */
  async start(userId: number, settings: Partial<QuizSettings>, language: Language): Promise<QuizResponse> {
    const count = settings.questionCount ?? QUESTION_COUNT.default;
    const [rules, missed, recent, index] = await Promise.all([
      this.stats.topErrorRules(userId, RULES_CONSIDERED),
      this.answers.latestMissedQuestionIds(userId, MISSED_CONSIDERED),
      this.serving.recentQuestionIds(userId),
      this.catalog.index(),
    ]);
    if (rules.length === 0 && missed.length === 0) throw new ConflictException(MISTAKES_REVIEW_EMPTY_MESSAGE);
    const missedIds = [...new Set(missed)];
    const entries = orderQuestions(
      planMistakesReview(index, rules, missedIds, recent, count, Math.random),
      false,
      Math.random,
    );
    return this.serving.serve(
      userId,
      {
        mode: 'mistakes',
        questionIds: entries.map((e) => e.id),
        difficultyLevel: typicalDifficulty(entries),
        cefrLevel: null,
        category: null,
        questionTypes: [...new Set(entries.map((e) => e.type))],
        stageId: null,
        dailyChallengeId: null,
        ...resolvePracticeOptions(settings),
      },
      language,
    );
  }
}
