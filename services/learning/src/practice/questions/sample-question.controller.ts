import { ENDPOINTS, RATE_LIMITS, type Language, type SampleQuestion } from '@grammarpath/contracts';
import { ApiContentLanguage, ContentLanguage, RateLimit, Route } from '@grammarpath/server-kit';
import { Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { EnglishExplanationDto } from '../../content/english-originals.dto';
import { MultipleChoiceQuestionDto } from './dto/public-question.responses';
import { SampleQuestionService } from './sample-question.service';

class SampleQuestionDto implements SampleQuestion {
  @ApiProperty({ type: MultipleChoiceQuestionDto }) question!: MultipleChoiceQuestionDto;
  @ApiProperty() correctAnswer!: string;
  @ApiProperty({ description: 'In the language asked for, else English' }) explanation!: string;
  @ApiPropertyOptional({
    type: EnglishExplanationDto,
    description: 'The English, when the explanation came translated',
  })
  english?: EnglishExplanationDto;
}

@ApiTags('quiz')
@Controller()
export class SampleQuestionController {
  constructor(private readonly samples: SampleQuestionService) {}

  @Route(ENDPOINTS.quiz.sample)
  @ApiOkResponse({ type: SampleQuestionDto })
  @RateLimit({ name: 'sample-question', ...RATE_LIMITS.sampleQuestion })
  @ApiContentLanguage()
  @ApiOperation({ summary: 'A beginner question with its answer for a visitor to try (no session needed)' })
  sample(@ContentLanguage() language: Language): Promise<SampleQuestion> {
    return this.samples.sample(language);
  }
}
