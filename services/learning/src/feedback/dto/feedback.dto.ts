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
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** SPEC §3 and §5: name required, a valid e-mail, a message of at least 5 characters, rating 0 to 5. */
export class FeedbackDto implements FeedbackRequest {
  @Transform(trim)
  @MaxLength(FEEDBACK_LIMITS.nameMax, {
    message: `name must be at most ${FEEDBACK_LIMITS.nameMax} characters`,
  })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  name!: string;

  @Transform(trim)
  @MaxLength(FEEDBACK_LIMITS.emailMax, { message: VALIDATION_MESSAGES.email })
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @IsString({ message: VALIDATION_MESSAGES.email })
  email!: string;

  /** Stored as given (only surrounding blanks trimmed); every screen that shows it escapes it. */
  @Transform(trim)
  @MaxLength(FEEDBACK_LIMITS.messageMax, {
    message: `message must be at most ${FEEDBACK_LIMITS.messageMax} characters`,
  })
  @MinLength(FEEDBACK_MESSAGE_MIN, { message: VALIDATION_MESSAGES.messageMin })
  @IsString({ message: VALIDATION_MESSAGES.messageMin })
  message!: string;

  @IsOptional()
  @Max(FEEDBACK_LIMITS.ratingMax)
  @Min(FEEDBACK_LIMITS.ratingMin)
  @IsInt()
  rating?: number;

  @IsOptional()
  @IsIn(FEEDBACK_CATEGORIES)
  category?: FeedbackCategory;

  @IsOptional()
  @IsIn(FEEDBACK_SOURCES)
  source?: FeedbackSource;
}
