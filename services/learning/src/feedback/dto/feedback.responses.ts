import { type FeedbackResponse } from '@grammarpath/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the feedback answer; the class implements its contract. */
export class FeedbackResponseDto implements FeedbackResponse {
  @ApiProperty({ description: 'false: received, but storing it failed (the server logged why)' })
  feedbackSaved!: boolean;
}
