import { ENDPOINTS, RATE_LIMITS, type SampleQuestion } from '@grammarpath/contracts';
import { RateLimit, Route } from '@grammarpath/server-kit';
import { Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { MultipleChoiceQuestionDto } from './dto/public-question.responses';
import { SampleQuestionService } from './sample-question.service';

class SampleQuestionDto implements SampleQuestion {
  @ApiProperty({ type: MultipleChoiceQuestionDto }) question!: MultipleChoiceQuestionDto;
  @ApiProperty() correctAnswer!: string;
  @ApiProperty({ description: 'English content, as stored' }) explanation!: string;
}

@ApiTags('quiz')
@Controller()
export class SampleQuestionController {
  constructor(private readonly samples: SampleQuestionService) {}

  @Route(ENDPOINTS.quiz.sample)
  @ApiOkResponse({ type: SampleQuestionDto })
  @RateLimit({ name: 'sample-question', ...RATE_LIMITS.sampleQuestion })
  @ApiOperation({ summary: 'A beginner question with its answer for a visitor to try (no session needed)' })
  sample(): Promise<SampleQuestion> {
    return this.samples.sample();
  }
}
