import {
  GRAMMAR_TOPICS,
  type AnswerDiagnosis,
  type CheckAnswerResponse,
  type DiagnosisKind,
  type GrammarErrorReason,
  type GrammarTopic,
  type HintResponse,
} from '@grammarpath/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENGLISH_ORIGINALS, EnglishFeedbackTextsDto } from '../../../content/english-originals.dto';

/* OpenAPI descriptions of the answer check and the hint; each class implements its contract. */

const DIAGNOSIS_KINDS: readonly DiagnosisKind[] = [
  'correct',
  'accepted_variant',
  'typo',
  'grammar_error',
  'wrong_option',
  'incorrect',
];
const GRAMMAR_ERROR_REASONS: readonly GrammarErrorReason[] = ['inflection', 'unchanged', 'word_order'];

export class AnswerDiagnosisDto implements AnswerDiagnosis {
  @ApiProperty({ enum: DIAGNOSIS_KINDS }) kind!: DiagnosisKind;
  @ApiProperty({ description: 'The verdict as one English sentence' }) message!: string;
  @ApiProperty({ enum: GRAMMAR_ERROR_REASONS, required: false, description: 'grammar_error only' })
  reason?: GrammarErrorReason;
  @ApiProperty({ required: false, description: 'typo and inflection: the word typed' }) typed?: string;
  @ApiProperty({ required: false, description: 'typo and inflection: the word expected' }) expected?: string;
  @ApiProperty({ enum: GRAMMAR_TOPICS, required: false }) topic?: GrammarTopic;
  @ApiProperty({
    required: false,
    description: 'The rule or note that explains the mistake (in the language asked for, else English)',
  })
  rule?: string;
}

export class ExamplesDto {
  @ApiProperty() correct!: string;
  @ApiProperty() incorrect!: string;
}

export class CheckAnswerResponseDto implements CheckAnswerResponse {
  @ApiProperty() isCorrect!: boolean;
  @ApiProperty({ description: 'Empty while practice tries remain and explanations after each try are off' })
  explanation!: string;
  @ApiProperty({ description: 'Empty while practice tries remain' }) correctAnswer!: string;
  @ApiProperty({ type: AnswerDiagnosisDto }) diagnosis!: AnswerDiagnosisDto;
  @ApiProperty({ required: false }) optionNote?: string;
  @ApiProperty({ required: false }) detailedExplanation?: string;
  @ApiProperty({ type: ExamplesDto, required: false }) examples?: ExamplesDto;
  @ApiProperty({ description: '1 for the first try' }) attempt!: number;
  @ApiProperty() attemptsLeft!: number;
  @ApiPropertyOptional({ type: EnglishFeedbackTextsDto, description: ENGLISH_ORIGINALS })
  english?: EnglishFeedbackTextsDto;
}

export class HintResponseDto implements HintResponse {
  @ApiProperty({ description: 'The rule, with the answers blanked out' }) hint!: string;
}
