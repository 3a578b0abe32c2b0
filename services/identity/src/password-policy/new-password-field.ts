import { ACCOUNT_MESSAGES, NEW_PASSWORD } from '@grammarpath/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, ValidateBy } from 'class-validator';
import { codePointLength } from './password-policy';

function codePointsAtLeast(min: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'codePointsAtLeast',
      validator: { validate: (value: unknown) => typeof value === 'string' && codePointLength(value) >= min },
    },
    { message },
  );
}

/** At most `max` Unicode code points (an emoji counts once). */
export function codePointsAtMost(max: number, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'codePointsAtMost',
      validator: { validate: (value: unknown) => typeof value === 'string' && codePointLength(value) <= max },
    },
    { message },
  );
}

/**
 * A new password in a request body (register, change password): a string of 8 to 128 code points, taken as
 * typed. Whether it is too common is PasswordPolicy's check, in the service.
 */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      minLength: NEW_PASSWORD.min,
      maxLength: NEW_PASSWORD.max,
      format: 'password',
      description: 'Counted in Unicode code points; one of the 100,000 most common passwords is refused.',
    }),
    IsString(),
    codePointsAtLeast(NEW_PASSWORD.min, ACCOUNT_MESSAGES.passwordTooShort),
    codePointsAtMost(NEW_PASSWORD.max, ACCOUNT_MESSAGES.passwordTooLong),
  );
}
