import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SOURCES,
  type FeedbackCategory,
  type FeedbackRequest,
  type FeedbackSource,
  VALIDATION_MESSAGES,
} from '@grammarpath/contracts';
import { Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** SPEC §3 and §5: name required, a valid e-mail, a message of at least 5 characters, rating 0 to 5. */
export class FeedbackDto implements FeedbackRequest {
  @ApiProperty({ maxLength: FEEDBACK_LIMITS.nameMax })
  @Transform(trim)
  @MaxLength(FEEDBACK_LIMITS.nameMax, {
    message: `name must be at most ${FEEDBACK_LIMITS.nameMax} characters`,
  })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: FEEDBACK_LIMITS.emailMax })
  @Transform(trim)
  @MaxLength(FEEDBACK_LIMITS.emailMax, { message: VALIDATION_MESSAGES.email })
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @IsString({ message: VALIDATION_MESSAGES.email })
  email!: string;

  /** Stored as given (only surrounding blanks trimmed); every screen that shows it escapes it. */
  @ApiProperty({ minLength: FEEDBACK_MESSAGE_MIN, maxLength: FEEDBACK_LIMITS.messageMax })
  @Transform(trim)
  @MaxLength(FEEDBACK_LIMITS.messageMax, {
    message: `message must be at most ${FEEDBACK_LIMITS.messageMax} characters`,
  })
  @MinLength(FEEDBACK_MESSAGE_MIN, { message: VALIDATION_MESSAGES.messageMin })
  @IsString({ message: VALIDATION_MESSAGES.messageMin })
  message!: string;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: FEEDBACK_LIMITS.ratingMin,
    maximum: FEEDBACK_LIMITS.ratingMax,
  })
  @Optional()
  @Max(FEEDBACK_LIMITS.ratingMax)
  @Min(FEEDBACK_LIMITS.ratingMin)
  @IsInt()
  rating?: number;

  @ApiProperty({ required: false, enum: FEEDBACK_CATEGORIES })
  @Optional()
  @IsIn(FEEDBACK_CATEGORIES)
  category?: FeedbackCategory;

  @ApiProperty({ required: false, enum: FEEDBACK_SOURCES })
  @Optional()
  @IsIn(FEEDBACK_SOURCES)
  source?: FeedbackSource;
}
