import {
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  GRAMMAR_TOPICS,
  type CefrLevel,
  type CompleteStageResponse,
  type DifficultyLevel,
  type GrammarTopic,
  type LearningPathDetail,
  type LearningPathListItem,
  type LearningPathProgress,
  type LearningPathProgressSummary,
  type StageResourceRef,
  type StageView,
} from '@grammarpath/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENGLISH_ORIGINALS, EnglishNamedTextsDto } from '../../content/english-originals.dto';

/* OpenAPI descriptions of the answers; each class implements its contract so that the two cannot drift. */

export class StageResourceRefDto implements StageResourceRef {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
}

export class StageViewDto implements StageView {
  @ApiProperty() id!: number;
  @ApiProperty() pathId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'HTML' }) description!: string;
  @ApiProperty() orderIndex!: number;
  @ApiProperty({ description: 'Percent needed to pass' }) threshold!: number;
  @ApiProperty() questionCount!: number;
  @ApiProperty({ type: [StageResourceRefDto] }) resources!: StageResourceRefDto[];
  @ApiProperty({
    required: false,
    description: 'With a session (path detail): the learner has passed the stage quiz at its threshold',
  })
  quizPassed?: boolean;
  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    description: 'With a session (path detail): best first-try percent on the stage quiz, null before any',
  })
  bestFirstTryScore?: number | null;
  @ApiPropertyOptional({ type: EnglishNamedTextsDto, description: ENGLISH_ORIGINALS })
  english?: EnglishNamedTextsDto;
}

export class LearningPathProgressSummaryDto implements LearningPathProgressSummary {
  @ApiProperty() overallProgress!: number;
  @ApiProperty() completed!: boolean;
  @ApiProperty({ type: [Number] }) stagesCompleted!: number[];
}

export class LearningPathProgressDto implements LearningPathProgress {
  @ApiProperty() id!: number;
  @ApiProperty() pathId!: number;
  @ApiProperty({ type: Number, nullable: true }) currentStageId!: number | null;
  @ApiProperty({ format: 'date-time' }) started!: string;
  @ApiProperty({ format: 'date-time' }) lastActivity!: string;
  @ApiProperty() completed!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedDate!: string | null;
  @ApiProperty({ type: [Number], description: 'Completed stage ids in path order' })
  stagesCompleted!: number[];
  @ApiProperty({ minimum: 0, maximum: 100 }) overallProgress!: number;
}

class PathFieldsDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: DIFFICULTY_LEVELS }) difficultyLevel!: DifficultyLevel;
  @ApiProperty({ enum: CEFR_LEVELS, nullable: true }) cefrLevel!: CefrLevel | null;
  @ApiProperty({ description: 'Minutes' }) estimatedCompletionTime!: number;
  @ApiProperty({ enum: GRAMMAR_TOPICS, isArray: true }) targetGrammarTopics!: GrammarTopic[];
  @ApiProperty({ type: [Number] }) prerequisitePaths!: number[];
  @ApiPropertyOptional({ type: EnglishNamedTextsDto, description: ENGLISH_ORIGINALS })
  english?: EnglishNamedTextsDto;
}

export class LearningPathListItemDto extends PathFieldsDto implements LearningPathListItem {
  @ApiProperty() stageCount!: number;
  @ApiPropertyOptional({
    type: LearningPathProgressSummaryDto,
    nullable: true,
    description: 'Only with a session',
  })
  progress?: LearningPathProgressSummaryDto | null;
}

export class LearningPathDetailDto extends PathFieldsDto implements LearningPathDetail {
  @ApiProperty({ type: [StageViewDto] }) stages!: StageViewDto[];
  @ApiPropertyOptional({ type: LearningPathProgressDto, nullable: true, description: 'Only with a session' })
  progress?: LearningPathProgressDto | null;
}

export class CompleteStageResponseDto implements CompleteStageResponse {
  @ApiProperty({ type: LearningPathProgressDto }) progress!: LearningPathProgressDto;
  @ApiProperty() pathCompleted!: boolean;
  @ApiProperty({ type: Number, nullable: true }) nextStageId!: number | null;
  @ApiProperty() alreadyCompleted!: boolean;
}
