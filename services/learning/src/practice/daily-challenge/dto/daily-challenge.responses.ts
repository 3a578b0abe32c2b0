import {
  DAILY_CHALLENGE_START,
  GRAMMAR_TOPICS,
  type DailyChallengeResponse,
  type GrammarTopic,
} from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';

/* OpenAPI description of today's challenge; the class implements its contract. */

export class DailyChallengeStartDto {
  @ApiProperty({ enum: [DAILY_CHALLENGE_START.method] }) method!: typeof DAILY_CHALLENGE_START.method;
  @ApiProperty({ enum: [DAILY_CHALLENGE_START.path] }) path!: typeof DAILY_CHALLENGE_START.path;
}

export class DailyChallengeResponseDto implements DailyChallengeResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'YYYY-MM-DD (UTC)' }) date!: string;
  @ApiProperty({ description: 'English, as stored' }) title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: GRAMMAR_TOPICS, required: false }) topic?: GrammarTopic;
  @ApiProperty() questionCount!: number;
  @ApiProperty() completed!: boolean;
  @ApiProperty({ type: Number, nullable: true }) score!: number | null;
  @ApiProperty({ type: DailyChallengeStartDto, description: 'How to start the challenge' })
  start!: DailyChallengeStartDto;
}
