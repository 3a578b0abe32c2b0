import { percent, QUESTION_TYPES, type QuestionType, type QuizResultView } from '@grammarpath/contracts';
import { BadRequestException, ConflictException, Injectable, Inject, Logger } from '@nestjs/common';
import { ACHIEVEMENT_CHECKS, type AchievementChecks } from '../../shared/achievement-checks';
import { DailyChallengesService } from '../daily-challenge/daily-challenges.service';
import { STAGE_QUIZZES, type StageQuizzes } from '../../shared/stage-quizzes';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { type QuizResultDto } from './dto/quiz-result.dto';
import { type QuizResultsQueryDto } from './dto/quiz-results-query.dto';
import { QuizAnswersRepository } from '../repositories/quiz-answers.repository';
import { QuizResultsRepository } from '../repositories/quiz-results.repository';
import { type QuizResult } from './quiz-result.entity';
import { quizPointsOf } from './quiz-points';
import { legacyTypeForId, scoreQuiz } from './quiz-score';
import { QuizServingService } from './quiz-serving.service';
import { type Quiz } from './quiz.entity';

/** The columns a result's view shows. */
export type QuizResultSummary = Pick<
  QuizResult,
  | 'id'
  | 'quizId'
  | 'date'
  | 'difficultyLevel'
  | 'cefrLevel'
  | 'mode'
  | 'totalQuestions'
  | 'correctAnswers'
  | 'wrongAnswers'
  | 'firstTryCorrect'
  | 'timeTaken'
  | 'scoresByType'
>;

/** A result as the API shows it; the database stores the same view, serialised, with each row (quiz_results."view"). */
export function toQuizResultView(result: QuizResultSummary): QuizResultView {
  return {
    id: result.id,
    quizId: result.quizId ?? '',
    date: result.date.toISOString(),
    difficultyLevel: result.difficultyLevel,
    cefrLevel: result.cefrLevel,
    mode: result.mode,
    totalQuestions: result.totalQuestions,
    correctAnswers: result.correctAnswers,
    wrongAnswers: result.wrongAnswers,
    score: percent(result.correctAnswers, result.totalQuestions),
    firstTryCorrect: result.firstTryCorrect,
    timeTaken: result.timeTaken ?? 0,
    scoresByType: result.scoresByType,
  };
}

function checkedTypeMap(map: Record<string, QuestionType> | undefined): Record<string, QuestionType> {
  const entries = Object.entries(map ?? {});
  const bad = entries.find(([, type]) => !(QUESTION_TYPES as readonly string[]).includes(type));
  if (bad)
    throw new BadRequestException(`questionTypes.${bad[0]} must be one of: ${QUESTION_TYPES.join(', ')}`);
  return Object.fromEntries(entries);
}

/** The quiz's time as the server saw it, from serving the quiz to its result (the browser's is ignored). */
function secondsSinceStart(quiz: Quiz): number {
  return Math.max(0, Math.round((Date.now() - quiz.startedAt.getTime()) / 1000));
}

@Injectable()
export class QuizResultsService {
  private readonly logger = new Logger(QuizResultsService.name);

  constructor(
    private readonly results: QuizResultsRepository,
    private readonly answers: QuizAnswersRepository,
    private readonly serving: QuizServingService,
    private readonly catalog: QuestionCatalogService,
    private readonly daily: DailyChallengesService,
    @Inject(STAGE_QUIZZES) private readonly stageQuiz: StageQuizzes,
    @Inject(ACHIEVEMENT_CHECKS) private readonly achievements: AchievementChecks,
  ) {}

  /**
   * Stores the result of one of the learner's quizzes, scored from the server's recorded checks (the
   * scores in the body change nothing). Posting the same quiz again returns the stored result. Once the
   * result (and a stage quiz's stage) is committed, the learner's achievements are checked and the ones it
   * earned come back in `newAchievements` (DESIGN.md §5), once: a later check returns them no more.
   */
  async submit(userId: number, request: QuizResultDto): Promise<QuizResultView> {
    const typeMap = checkedTypeMap(request.questionTypes);
    const quiz = await this.serving.findOwned(userId, request.quizId);
    // A placement quiz places the learner; it is not a practice result (no history, streak or achievements).
    if (quiz.mode === 'placement')
      throw new ConflictException('A placement quiz is finished by POST /api/placement/finish');
    const stored = await this.results.ofQuiz(userId, quiz.id);
    if (stored) return this.storedView(userId, quiz, stored);

    const [recorded, index] = await Promise.all([this.answers.ofQuiz(userId, quiz.id), this.catalog.index()]);
    // The server knows each of its questions' types; the submitted map and the SPEC §9 id rule are only for unknown ids.
    const typeOf = (id: number): QuestionType =>
      index.byId.get(id)?.type ?? typeMap[String(id)] ?? legacyTypeForId(id);
    const score = scoreQuiz(quiz.questionIds, recorded, typeOf);
    await this.results.insertOnce(userId, {
      quizId: quiz.id,
      mode: quiz.mode,
      totalQuestions: score.totalQuestions,
      correctAnswers: score.correctAnswers,
      wrongAnswers: score.wrongAnswers,
      firstTryCorrect: score.firstTryCorrect,
      answeredQuestions: score.answeredQuestions,
      difficultyLevel: quiz.difficultyLevel,
      cefrLevel: quiz.cefrLevel,
      category: quiz.category,
      questionTypes: [...new Set(quiz.questionIds.map(typeOf))],
      scoresByType: score.scoresByType,
      timeTaken: secondsSinceStart(quiz),
      answers: score.answers,
    });
    if (quiz.mode === 'daily' && quiz.dailyChallengeId !== null) {
      await this.daily.recordResult(userId, quiz.dailyChallengeId, score.score);
    }
    const view = await this.withStage(
      userId,
      quiz,
      toQuizResultView(await this.storedResult(userId, quiz.id)),
    );
    return this.withNewAchievements(userId, view);
  }

  /**
   * A result stored before, as read again (the same quiz posted twice, a reload of the results screen): its
   * stage's outcome and the points of its answers; the achievements it earned were announced when it was stored.
   */
  async storedView(userId: number, quiz: Quiz, stored: QuizResult): Promise<QuizResultView> {
    const view = await this.withStage(userId, quiz, toQuizResultView(stored));
    return { ...view, points: quizPointsOf(view) };
  }

  /**
   * The achievements the stored result earned, and the points it earned with them; a failed check leaves
   * them to the next one (/progress).
   */
  private async withNewAchievements(userId: number, view: QuizResultView): Promise<QuizResultView> {
    try {
      const { newAchievements } = await this.achievements.check(userId);
      const points = quizPointsOf(view, newAchievements);
      return newAchievements.length > 0 ? { ...view, newAchievements, points } : { ...view, points };
    } catch (error) {
      this.logger.error(`Checking achievements after quiz ${view.quizId} failed`, error);
      return { ...view, points: quizPointsOf(view) };
    }
  }

  private async storedResult(userId: number, quizId: string): Promise<QuizResult> {
    const result = await this.results.ofQuiz(userId, quizId);
    if (!result) throw new Error(`The result of quiz ${quizId} was not stored`);
    return result;
  }

  /** A stage quiz's result completes its stage when it passes (DESIGN.md §5); the answer says what happened. */
  private async withStage(userId: number, quiz: Quiz, view: QuizResultView): Promise<QuizResultView> {
    if (quiz.mode !== 'stage' || quiz.stageId === null) return view;
    const stage = await this.stageQuiz.onResult(userId, quiz.stageId, view);
    return stage ? { ...view, stage } : view;
  }

  /**
   * A page of the learner's results, newest first, as the JSON text of a Page<QuizResultView>: the stored views
   * of the page's rows as they are, and the total from the learner's aggregates (every stored result).
   */
  async historyJson(userId: number, query: QuizResultsQueryDto): Promise<string> {
    const { itemsJson, total } = await this.results.page(userId, query.page, query.pageSize);
    return `{"items":${itemsJson},"total":${total},"page":${query.page},"pageSize":${query.pageSize}}`;
  }
}
