import { Optional } from '@grammarpath/server-kit';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  EMAIL_MAX,
  IDENTITY_MESSAGES,
  type RegisterRequest,
  VALIDATION_MESSAGES,
} from '@grammarpath/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { NewPasswordField } from '../../password-policy/new-password-field';
import { UsernameField } from './credentials';

/** SPEC §5: empty displayName and email count as absent. */
const emptyAsAbsent = Transform(({ value }: { value: unknown }) =>
  value === '' || value === null ? undefined : value,
);

export class RegisterDto implements RegisterRequest {
  @UsernameField()
  username!: string;

  @NewPasswordField()
  password!: string;

  @ApiPropertyOptional({ minLength: DISPLAY_NAME_MIN, maxLength: DISPLAY_NAME_MAX })
  @emptyAsAbsent
  @Optional()
  @MaxLength(DISPLAY_NAME_MAX, { message: IDENTITY_MESSAGES.displayNameMax })
  @MinLength(DISPLAY_NAME_MIN, { message: VALIDATION_MESSAGES.displayNameMin })
  @IsString()
  displayName?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: EMAIL_MAX })
  @emptyAsAbsent
  @Optional()
  @MaxLength(EMAIL_MAX, { message: VALIDATION_MESSAGES.email })
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @IsString()
  email?: string;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean()
  preferHighContrast?: boolean;
}
