import { type FeedbackResponse } from '@grammarpath/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type FeedbackDto } from './dto/feedback.dto';
import { Feedback } from './feedback.entity';

@Injectable()
export class FeedbackService {
  private readonly logger = new Logger(FeedbackService.name);

  constructor(@InjectRepository(Feedback) private readonly feedback: Repository<Feedback>) {}

  /**
   * Stores the feedback with the defaults of SPEC §3 (category general, source homepage, no rating).
   * A storage failure is logged and answered with `feedbackSaved: false` (SPEC §8: 'Feedback received').
   * The controller's rate limit (per address) answers 429 before anything is stored.
   */
  async submit(body: FeedbackDto, userId: number | null): Promise<FeedbackResponse> {
    try {
      await this.feedback.insert({
        userId,
        name: body.name,
        email: body.email,
        message: body.message,
        rating: body.rating ?? null,
        category: body.category ?? 'general',
        source: body.source ?? 'homepage',
      });
      return { feedbackSaved: true };
    } catch (error) {
      this.logger.error(
        { err: error, source: body.source, category: body.category },
        'Saving feedback failed',
      );
      return { feedbackSaved: false };
    }
  }
}
