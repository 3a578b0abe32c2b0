import {
  ACHIEVEMENT_RARITIES,
  ACHIEVEMENT_TYPES,
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  QUIZ_MODES,
  type AchievementRarity,
  type AchievementType,
  type CefrLevel,
  type ContentTranslations,
  type DifficultyLevel,
  type EarnedAchievement,
  type Page,
  type QuestionType,
  type QuizMode,
  type QuizPoints,
  type QuizProgressView,
  type QuizResponse,
  type QuizResultView,
  type ResumedAnswer,
  type StageQuizOutcome,
  type TypeScore,
} from '@grammarpath/contracts';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { CheckAnswerResponseDto } from '../../answers/dto/answer.responses';
import { PUBLIC_QUESTION_MODELS, publicQuestionSchema } from '../../questions/dto/public-question.responses';

/* OpenAPI descriptions of the quiz answers; each class implements its contract so that the two cannot drift. */

export class WidenedDto {
  @ApiProperty({ description: 'Why the quiz has questions of neighbouring levels' }) message!: string;
}

@ApiExtraModels(...PUBLIC_QUESTION_MODELS)
export class QuizResponseDto implements QuizResponse {
  @ApiProperty({ format: 'uuid' }) quizId!: string;
  @ApiProperty({ enum: QUIZ_MODES }) mode!: QuizMode;
  @ApiProperty({ type: 'array', items: publicQuestionSchema() }) questions!: QuizResponse['questions'];
  @ApiProperty({ type: WidenedDto, required: false }) widened?: WidenedDto;
}

export class TypeScoreDto implements TypeScore {
  @ApiProperty() correct!: number;
  @ApiProperty() total!: number;
}

export class StageQuizOutcomeDto implements StageQuizOutcome {
  @ApiProperty() stageId!: number;
  @ApiProperty() pathId!: number;
  @ApiProperty({ description: 'First-try percent, rounded down' }) firstTryScore!: number;
  @ApiProperty() threshold!: number;
  @ApiProperty() passed!: boolean;
  @ApiProperty() completed!: boolean;
  @ApiProperty() completedNow!: boolean;
  @ApiProperty({ description: 'The previous stage is not completed yet' }) locked!: boolean;
  @ApiProperty() pathCompleted!: boolean;
  @ApiProperty({ type: Number, nullable: true }) nextStageId!: number | null;
}

/** An achievement the stored result earned (the shape of POST /api/user/check-achievements' newAchievements). */
export class NewAchievementDto implements EarnedAchievement {
  @ApiProperty() id!: number;
  @ApiProperty() key!: string;
  @ApiProperty({ description: 'English name' }) name!: string;
  @ApiProperty({ description: 'English description' }) description!: string;
  @ApiProperty({ enum: ACHIEVEMENT_TYPES }) type!: AchievementType;
  @ApiProperty({ enum: ACHIEVEMENT_RARITIES }) rarity!: AchievementRarity;
  @ApiProperty() threshold!: number;
  @ApiProperty() points!: number;
  @ApiProperty({ type: String, nullable: true, description: 'An @ant-design/icons name' }) icon!:
    string | null;
  @ApiProperty({
    type: 'object',
    description: 'Name and description per interface language other than English',
    additionalProperties: {
      type: 'object',
      properties: { name: { type: 'string' }, description: { type: 'string' } },
    },
  })
  translations!: ContentTranslations;
  @ApiProperty({ format: 'date-time' }) earnedDate!: string;
}

export class QuizPointsDto implements QuizPoints {
  @ApiProperty({ description: 'POINTS_PER_CORRECT_ANSWER for each question right at the first try' })
  answers!: number;
  @ApiProperty({
    description:
      'The points of the achievements the result earned (newAchievements): only in the answer that stored the result, else 0',
  })
  achievements!: number;
  @ApiProperty({ description: 'answers + achievements' }) earned!: number;
}

@ApiExtraModels(TypeScoreDto)
export class QuizResultViewDto implements QuizResultView {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'uuid' }) quizId!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ enum: DIFFICULTY_LEVELS }) difficultyLevel!: DifficultyLevel;
  @ApiProperty({ enum: CEFR_LEVELS, nullable: true, type: String }) cefrLevel!: CefrLevel | null;
  @ApiProperty({ enum: QUIZ_MODES }) mode!: QuizMode;
  @ApiProperty() totalQuestions!: number;
  @ApiProperty() correctAnswers!: number;
  @ApiProperty() wrongAnswers!: number;
  @ApiProperty({ description: 'Percent correct' }) score!: number;
  @ApiProperty() firstTryCorrect!: number;
  @ApiProperty({ description: 'Seconds, as the server measured' }) timeTaken!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(TypeScoreDto) },
    description: 'By question type',
  })
  scoresByType!: Partial<Record<QuestionType, TypeScoreDto>>;
  @ApiProperty({ type: StageQuizOutcomeDto, required: false }) stage?: StageQuizOutcomeDto;
  @ApiProperty({
    type: [NewAchievementDto],
    required: false,
    description:
      'POST only, when the result was stored: the achievements it earned, checked once the result was committed. ' +
      'Each is returned once, ever (a later check-achievements does not return it again); absent when none',
  })
  newAchievements?: NewAchievementDto[];
  @ApiProperty({
    type: QuizPointsDto,
    required: false,
    description: 'POST /api/quiz-results and GET /api/quizzes/{quizId} only: the points the result earned',
  })
  points?: QuizPointsDto;
}

export class ResumedAnswerDto implements ResumedAnswer {
  @ApiProperty() questionId!: number;
  @ApiProperty({ description: 'The last answer sent' }) answer!: string;
  @ApiProperty({ description: 'No more tries: right, or out of tries' }) final!: boolean;
  @ApiProperty() hintUsed!: boolean;
  @ApiProperty({
    type: CheckAnswerResponseDto,
    description: 'The last check, as POST /api/check-answer gave it',
  })
  feedback!: CheckAnswerResponseDto;
}

export class QuizProgressViewDto extends QuizResponseDto implements QuizProgressView {
  @ApiProperty({ type: [ResumedAnswerDto], description: 'The recorded answers, in question order' })
  answers!: ResumedAnswerDto[];
  @ApiProperty({ description: 'A result is stored: the quiz cannot be resumed' }) finished!: boolean;
  @ApiProperty({
    type: QuizResultViewDto,
    required: false,
    description: 'Once finished: the stored result, with its points and a stage quiz’s stage outcome',
  })
  result?: QuizResultViewDto;
}

export class QuizResultsPageDto implements Page<QuizResultView> {
  @ApiProperty({ type: [QuizResultViewDto] }) items!: QuizResultViewDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
