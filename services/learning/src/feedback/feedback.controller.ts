import { type FeedbackResponse } from '@grammarpath/contracts';
import { OptionalUserId } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { FeedbackDto } from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Store feedback (with or without a session); 429 past 10 a quarter hour per IP',
  })
  submit(
    @Body() body: FeedbackDto,
    @OptionalUserId() userId: number | null,
    @Req() req: FastifyRequest,
  ): Promise<FeedbackResponse> {
    return this.feedback.submit(body, userId, req.ip);
  }
}
