import {
  MISTAKES_REVIEW_EMPTY_MESSAGE,
  QUESTION_COUNT,
  type QuizResponse,
  type QuizSettings,
} from '@grammarpath/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { QuizAnswer } from '../answers/quiz-answer.entity';
import { typicalDifficulty } from '../../shared/typical-difficulty';
import { ErrorPattern } from '../answers/error-pattern.entity';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { orderQuestions } from '../questions/question-selection';
import { practiceOptions } from '../quizzes/practice-options';
import { QuizServingService } from '../quizzes/quiz-serving.service';
import { planMistakesReview } from './mistakes-review-plan';

/** How many of the learner's most frequent rules and latest missed answers a review draws on. */
const RULES_CONSIDERED = 8;
const MISSED_CONSIDERED = 100;

@Injectable()
export class MistakesReviewService {
  constructor(
    @InjectRepository(ErrorPattern) private readonly patterns: Repository<ErrorPattern>,
    @InjectRepository(QuizAnswer) private readonly answers: Repository<QuizAnswer>,
    private readonly catalog: QuestionCatalogService,
    private readonly serving: QuizServingService,
  ) {}

  /** A quiz of mode 'mistakes'; 409 with a message the UI can show when the learner has no mistakes yet. */
  async start(userId: number, settings: Partial<QuizSettings> = {}): Promise<QuizResponse> {
    const count = settings.questionCount ?? QUESTION_COUNT.default;
    const [rules, missed, recent, index] = await Promise.all([
      this.patterns.find({
        where: { userId },
        order: { errorCount: 'DESC', lastOccurrence: 'DESC' },
        take: RULES_CONSIDERED,
      }),
      this.answers.find({
        select: { questionId: true },
        where: { userId, final: true, isCorrect: false },
        order: { answeredAt: 'DESC' },
        take: MISSED_CONSIDERED,
      }),
      this.serving.recentQuestionIds(userId),
      this.catalog.index(),
    ]);
    if (rules.length === 0 && missed.length === 0) throw new ConflictException(MISTAKES_REVIEW_EMPTY_MESSAGE);
    const missedIds = [...new Set(missed.map((answer) => answer.questionId))];
    const entries = orderQuestions(
      planMistakesReview(index, rules, missedIds, recent, count, Math.random),
      false,
      Math.random,
    );
    return this.serving.serve(userId, {
      mode: 'mistakes',
      questionIds: entries.map((e) => e.id),
      difficultyLevel: typicalDifficulty(entries),
      cefrLevel: null,
      category: null,
      questionTypes: [...new Set(entries.map((e) => e.type))],
      stageId: null,
      dailyChallengeId: null,
      ...practiceOptions(settings),
    });
  }
}
