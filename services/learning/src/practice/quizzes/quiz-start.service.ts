import { resolvePracticeOptions, type Language, type QuizResponse } from '@grammarpath/contracts';
import { Injectable, NotFoundException, Inject } from '@nestjs/common';
import { DailyChallengesService } from '../daily-challenge/daily-challenges.service';
import { STAGE_QUIZZES, type StageQuizzes } from '../../shared/stage-quizzes';
import { MistakesReviewService } from '../mistakes-review/mistakes-review.service';
import { QuizServingService } from './quiz-serving.service';
import { type QuizSettingsDto } from './dto/quiz-settings.dto';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { type Selection, selectQuestions } from '../questions/question-selection';

/** Starts a quiz of any mode from the quiz settings (POST /api/questions). */
@Injectable()
export class QuizStartService {
  constructor(
    @Inject(STAGE_QUIZZES) private readonly stageQuiz: StageQuizzes,
    private readonly catalog: QuestionCatalogService,
    private readonly serving: QuizServingService,
    private readonly daily: DailyChallengesService,
    private readonly mistakes: MistakesReviewService,
  ) {}

  async start(userId: number, settings: QuizSettingsDto, language: Language): Promise<QuizResponse> {
    const mode = settings.mode ?? 'standard';
    if (mode === 'daily') return this.daily.start(userId, language);
    if (mode === 'mistakes') return this.mistakes.start(userId, settings, language);
    const [index, recent] = await Promise.all([this.catalog.index(), this.serving.recentQuestionIds(userId)]);
    // Within a stage every level of its set is fair game, so drawing across levels is no widening.
    const selection: Selection =
      mode === 'stage'
        ? {
            entries: selectQuestions(await this.stageIndex(settings.stageId ?? 0, index), settings, recent)
              .entries,
          }
        : selectQuestions(index, settings, recent);
    return this.serving.serve(
      userId,
      {
        mode,
        questionIds: selection.entries.map((e) => e.id),
        difficultyLevel: settings.difficultyLevel,
        cefrLevel: settings.cefrLevel ?? null,
        category: settings.category ?? null,
        questionTypes: settings.questionTypes,
        stageId: mode === 'stage' ? (settings.stageId ?? null) : null,
        dailyChallengeId: null,
        ...resolvePracticeOptions(settings),
      },
      language,
      selection.widenedMessage,
    );
  }

  /** The stage's question set as an index of its own, so that the usual selection rules apply within it. */
  private async stageIndex(stageId: number, index: Awaited<ReturnType<QuestionCatalogService['index']>>) {
    const questionSet = await this.stageQuiz.questionSetOf(stageId);
    if (!questionSet) throw new NotFoundException(`Stage ${stageId} not found`);
    return index.subset(questionSet);
  }
}
