import {
  CATEGORIES,
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  GRAMMAR_TOPICS,
  type Category,
  type CefrLevel,
  type CompletionQuestion,
  type DifficultyLevel,
  type ErrorCorrectionQuestion,
  type FillBlankQuestion,
  type GrammarTopic,
  type MultipleChoiceQuestion,
  type QuestionType,
  type RearrangeQuestion,
  type ResourceLink,
} from '@grammarpath/contracts';
import { ApiProperty, getSchemaPath } from '@nestjs/swagger';

import { ENGLISH_ORIGINALS, EnglishQuestionTextsDto } from '../../../content/english-originals.dto';
/* OpenAPI descriptions of a served question, one class per question type (PublicQuestion's members). */

export class ResourceLinkDto implements ResourceLink {
  @ApiProperty() title!: string;
  @ApiProperty() url!: string;
}

abstract class QuestionBaseDto {
  @ApiProperty() id!: number;
  abstract type: QuestionType;
  @ApiProperty({ enum: DIFFICULTY_LEVELS }) difficultyLevel!: DifficultyLevel;
  @ApiProperty({ enum: CEFR_LEVELS, nullable: true, type: String }) cefrLevel!: CefrLevel | null;
  @ApiProperty({ enum: CATEGORIES }) category!: Category;
  @ApiProperty({ enum: GRAMMAR_TOPICS, isArray: true }) grammarTopics!: GrammarTopic[];
  @ApiProperty() instruction!: string;
  @ApiProperty({ type: [ResourceLinkDto], required: false }) resourceLinks?: ResourceLinkDto[];
  @ApiProperty({ required: false }) audioUrl?: string;
  @ApiProperty({ type: EnglishQuestionTextsDto, required: false, description: ENGLISH_ORIGINALS })
  english?: EnglishQuestionTextsDto;
}

export class FillBlankQuestionDto extends QuestionBaseDto implements FillBlankQuestion {
  @ApiProperty({ enum: ['fill_blank'] }) type!: 'fill_blank';
  @ApiProperty({ description: "A sentence with one '_____'" }) sentence!: string;
  @ApiProperty({ type: [String], description: 'Shuffled for this quiz' }) options!: string[];
}

export class RearrangeQuestionDto extends QuestionBaseDto implements RearrangeQuestion {
  @ApiProperty({ enum: ['rearrange'] }) type!: 'rearrange';
  @ApiProperty({ type: [String], description: 'Tokens, scrambled' }) words!: string[];
}

export class CompletionQuestionDto extends QuestionBaseDto implements CompletionQuestion {
  @ApiProperty({ enum: ['completion'] }) type!: 'completion';
  @ApiProperty() sentenceStart!: string;
  @ApiProperty({ type: [String], description: 'Shuffled for this quiz' }) options!: string[];
}

export class ErrorCorrectionQuestionDto extends QuestionBaseDto implements ErrorCorrectionQuestion {
  @ApiProperty({ enum: ['error_correction'] }) type!: 'error_correction';
  @ApiProperty({ description: 'A sentence with one mistake' }) sentence!: string;
}

export class MultipleChoiceQuestionDto extends QuestionBaseDto implements MultipleChoiceQuestion {
  @ApiProperty({ enum: ['multiple_choice'] }) type!: 'multiple_choice';
  @ApiProperty() prompt!: string;
  @ApiProperty({ type: [String], description: 'Shuffled for this quiz' }) options!: string[];
}

/** One schema per question type: a new QuestionType does not compile until it has one. */
const MODEL_BY_TYPE = {
  fill_blank: FillBlankQuestionDto,
  rearrange: RearrangeQuestionDto,
  completion: CompletionQuestionDto,
  error_correction: ErrorCorrectionQuestionDto,
  multiple_choice: MultipleChoiceQuestionDto,
} satisfies Record<QuestionType, new () => QuestionBaseDto>;

/** The per-type schemas, for `@ApiExtraModels`. */
export const PUBLIC_QUESTION_MODELS = Object.values(MODEL_BY_TYPE);

/** A served question: one of the per-type schemas, told apart by `type`. */
export const publicQuestionSchema = () => ({
  oneOf: PUBLIC_QUESTION_MODELS.map((model) => ({ $ref: getSchemaPath(model) })),
  discriminator: {
    propertyName: 'type',
    mapping: Object.fromEntries(
      Object.entries(MODEL_BY_TYPE).map(([type, model]) => [type, getSchemaPath(model)]),
    ),
  },
});
