import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackResponse, ENDPOINTS } from '@grammarpath/contracts';
import { OptionalUserId, RateLimit, Route } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiOkResponse } from '@nestjs/swagger';
import { FeedbackDto } from './dto/feedback.dto';
import { FeedbackResponseDto } from './dto/feedback.responses';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Route(ENDPOINTS.feedback.send)
  @ApiOkResponse({ type: FeedbackResponseDto })
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
