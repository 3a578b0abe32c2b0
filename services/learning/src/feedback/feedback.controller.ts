import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackResponse } from '@grammarpath/contracts';
import { OptionalUserId, RateLimit } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FeedbackDto } from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @HttpCode(200)
  @RateLimit({
    name: 'feedback',
    perAddress: { max: FEEDBACK_LIMITS.perIpMax, windowSeconds: FEEDBACK_LIMITS.windowSeconds },
    message: FEEDBACK_MESSAGES.tooMany,
  })
  @ApiOperation({
    summary: 'Store feedback (with or without a session); 429 past 10 a quarter hour per IP',
  })
  submit(@Body() body: FeedbackDto, @OptionalUserId() userId: number | null): Promise<FeedbackResponse> {
    return this.feedback.submit(body, userId);
  }
}
