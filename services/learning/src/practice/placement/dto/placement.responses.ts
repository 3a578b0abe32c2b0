import {
  CEFR_LEVELS,
  PLACEMENT_LEVELS,
  PLACEMENT_STATUSES,
  type CefrLevel,
  type PlacementLevel,
  type PlacementLevelScore,
  type PlacementPath,
  type PlacementResult,
  type PlacementStatus,
  type PlacementView,
} from '@grammarpath/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENGLISH_ORIGINALS, EnglishNamedTextsDto } from '../../../content/english-originals.dto';

/* OpenAPI descriptions of the placement answers; each class implements its contract so that the two cannot drift. */

export class PlacementLevelScoreDto implements PlacementLevelScore {
  @ApiProperty({ enum: PLACEMENT_LEVELS }) level!: PlacementLevel;
  @ApiProperty({ description: 'Right on the first try' }) correct!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'At least 2 of 3 right' }) passed!: boolean;
}

export class PlacementPathDto implements PlacementPath {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the language asked for, else English' }) name!: string;
  @ApiProperty({ enum: CEFR_LEVELS }) cefrLevel!: CefrLevel;
  @ApiPropertyOptional({ type: EnglishNamedTextsDto, description: ENGLISH_ORIGINALS })
  english?: EnglishNamedTextsDto;
}

export class PlacementResultDto implements PlacementResult {
  @ApiProperty({ format: 'uuid' }) quizId!: string;
  @ApiProperty({
    enum: PLACEMENT_LEVELS,
    description:
      'The highest level with at least 2 of its 3 questions right on the first try and every lower level ' +
      'passed too; a1 when not even A1 is passed. c1 stands for C1 and above',
  })
  level!: PlacementLevel;
  @ApiProperty({
    type: PlacementPathDto,
    nullable: true,
    description: 'The first learning path at the level (content order); null when no path carries it',
  })
  path!: PlacementPathDto | null;
  @ApiProperty({ type: [PlacementLevelScoreDto], description: 'Every placement level, easiest first' })
  byLevel!: PlacementLevelScoreDto[];
  @ApiProperty({ format: 'date-time' }) completedAt!: string;
}

export class PlacementViewDto implements PlacementView {
  @ApiProperty({
    enum: PLACEMENT_STATUSES,
    description:
      'new: never answered the offer; started: a placement quiz served, not finished; skipped; done',
  })
  status!: PlacementStatus;
  @ApiProperty({ description: 'The offer stands (new or started)' }) offered!: boolean;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The placement quiz served and not finished, to resume with GET /api/quizzes/{quizId}',
  })
  quizId!: string | null;
  @ApiProperty({
    type: PlacementResultDto,
    nullable: true,
    description: 'The latest finished placement (kept when a retake is started or skipped)',
  })
  result!: PlacementResultDto | null;
}
