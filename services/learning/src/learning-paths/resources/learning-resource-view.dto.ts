import {
  DIFFICULTY_LEVELS,
  GRAMMAR_TOPICS,
  type DifficultyLevel,
  type GrammarTopic,
  type LearningResourceView,
  type ResourceLink,
} from '@grammarpath/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENGLISH_ORIGINALS, EnglishResourceTextsDto } from '../../content/english-originals.dto';

class ResourceLinkDto implements ResourceLink {
  @ApiProperty() title!: string;
  @ApiProperty() url!: string;
}

/** OpenAPI description of GET /api/learning-resources/{id}. */
export class LearningResourceViewDto implements LearningResourceView {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Plain text' }) content!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ enum: GRAMMAR_TOPICS }) grammarRule!: GrammarTopic;
  @ApiProperty({ enum: DIFFICULTY_LEVELS }) difficulty!: DifficultyLevel;
  @ApiProperty({ type: [String] }) exampleSentences!: string[];
  @ApiProperty({ type: [ResourceLinkDto] }) links!: ResourceLinkDto[];
  @ApiPropertyOptional({ type: EnglishResourceTextsDto, description: ENGLISH_ORIGINALS })
  english?: EnglishResourceTextsDto;
}
