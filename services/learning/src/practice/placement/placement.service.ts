import {
  suggestedPlacementLevel,
  PLACEMENT_QUESTION_TYPES,
  resolvePracticeOptions,
  type Language,
  type PlacementResult,
  type PlacementView,
  type QuizResponse,
} from '@grammarpath/contracts';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { LEVEL_PATHS, type LevelPaths } from '../../shared/level-paths';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { QuizServingService } from '../quizzes/quiz-serving.service';
import { LearnerPlacementsRepository } from '../repositories/learner-placements.repository';
import { QuizAnswersRepository } from '../repositories/quiz-answers.repository';
import { type LearnerPlacement } from './learner-placement.entity';
import { scorePlacement, selectPlacementQuestions } from './placement-quiz';

/**
 * The placement quiz: a quiz of mode 'placement' (served, checked and resumed like any other), scored
 * level by level when finished into a suggested level and first path, and the learner's answer to the offer.
 */
@Injectable()
export class PlacementService {
  constructor(
    private readonly placements: LearnerPlacementsRepository,
    private readonly catalog: QuestionCatalogService,
    private readonly serving: QuizServingService,
    private readonly answers: QuizAnswersRepository,
    @Inject(LEVEL_PATHS) private readonly levelPaths: LevelPaths,
  ) {}

  async view(userId: number, language: Language): Promise<PlacementView> {
    return this.toView(await this.placements.find(userId), language);
  }

  /** Serves a new placement quiz (one try a question) and makes it the learner's open one. */
  async start(userId: number, language: Language): Promise<QuizResponse> {
    const [index, recent] = await Promise.all([this.catalog.index(), this.serving.recentQuestionIds(userId)]);
    const questions = selectPlacementQuestions(index, recent);
    const quiz = await this.serving.serve(
      userId,
      {
        mode: 'placement',
        questionIds: questions.map((question) => question.id),
        difficultyLevel: questions[0]?.difficultyLevel ?? 'beginner',
        cefrLevel: null,
        category: null,
        questionTypes: [...PLACEMENT_QUESTION_TYPES],
        stageId: null,
        dailyChallengeId: null,
        ...resolvePracticeOptions({}),
      },
      language,
    );
    await this.placements.started(userId, quiz.quizId);
    return quiz;
  }

  /**
   * Scores one of the learner's placement quizzes from the server's recorded checks and stores it as the
   * latest placement. Finishing the quiz of the stored result again answers that result unchanged. 404 for
   * an unknown quiz or another learner's; 400 naming quizId for a quiz that is not a placement quiz.
   */
  async finish(userId: number, quizId: string, language: Language): Promise<PlacementResult> {
    const quiz = await this.serving.findMine(userId, quizId);
    if (quiz.mode !== 'placement') throw new BadRequestException('quizId must name a placement quiz');
    const stored = await this.placements.find(userId);
    if (stored?.resultQuizId === quiz.id) return (await this.resultOf(stored, language))!;

    const [index, recorded] = await Promise.all([this.catalog.index(), this.answers.ofQuiz(userId, quiz.id)]);
    const questions = quiz.questionIds.flatMap((id) => index.byId.get(id) ?? []);
    const right = new Set(recorded.filter((row) => row.firstTryCorrect).map((row) => row.questionId));
    const byLevel = scorePlacement(questions, right);
    const level = suggestedPlacementLevel(byLevel);
    const path = await this.levelPaths.firstPathAt(level, language);
    const completedAt = new Date();
    await this.placements.done(userId, {
      quizId: quiz.id,
      level,
      pathId: path?.id ?? null,
      byLevel,
      completedAt,
    });
    return { quizId: quiz.id, level, path, byLevel, completedAt: completedAt.toISOString() };
  }

  /** The learner answers the offer with "Skip for now"; a stored result stays. */
  async skip(userId: number, language: Language): Promise<PlacementView> {
    await this.placements.skipped(userId);
    return this.view(userId, language);
  }

  private async toView(row: LearnerPlacement | null, language: Language): Promise<PlacementView> {
    const status = row?.status ?? 'new';
    return {
      status,
      offered: status === 'new' || status === 'started',
      quizId: row?.openQuizId ?? null,
      result: row ? await this.resultOf(row, language) : null,
    };
  }

  private async resultOf(row: LearnerPlacement, language: Language): Promise<PlacementResult | null> {
    if (!row.resultQuizId || !row.level || !row.byLevel || !row.completedAt) return null;
    return {
      quizId: row.resultQuizId,
      level: row.level,
      path: row.pathId === null ? null : await this.levelPaths.pathById(row.pathId, language),
      byLevel: row.byLevel,
      completedAt: row.completedAt.toISOString(),
    };
  }
}
