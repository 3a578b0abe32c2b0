import { ApiPropertyOptional } from '@nestjs/swagger';

/* OpenAPI descriptions of `english`: the originals of the teaching texts that came translated (absent: English). */

export class EnglishNamedTextsDto {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional({ description: 'A stage’s lesson (HTML)' }) description?: string;
}

export class EnglishResourceTextsDto {
  @ApiPropertyOptional() title?: string;
  @ApiPropertyOptional() content?: string;
}

export class EnglishFeedbackTextsDto {
  @ApiPropertyOptional() explanation?: string;
  @ApiPropertyOptional() detailedExplanation?: string;
  @ApiPropertyOptional() optionNote?: string;
  @ApiPropertyOptional({ description: 'The diagnosis’s rule' }) rule?: string;
}

export class EnglishExplanationDto {
  @ApiPropertyOptional() explanation?: string;
}

/** The description every `english` property carries. */
export const ENGLISH_ORIGINALS =
  'The English of the teaching texts that came translated (absent when none did)';
