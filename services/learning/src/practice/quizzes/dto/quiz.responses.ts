import {
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  QUIZ_MODES,
  type CefrLevel,
  type DifficultyLevel,
  type Page,
  type QuestionType,
  type QuizMode,
  type QuizResponse,
  type QuizResultView,
  type StageQuizOutcome,
  type TypeScore,
} from '@grammarpath/contracts';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
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
}

export class QuizResultsPageDto implements Page<QuizResultView> {
  @ApiProperty({ type: [QuizResultViewDto] }) items!: QuizResultViewDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
