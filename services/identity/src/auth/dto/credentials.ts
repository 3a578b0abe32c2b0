import {
  IDENTITY_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  VALIDATION_MESSAGES,
} from '@grammarpath/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { codePointsAtMost } from '../../password-policy/new-password-field';

const USERNAME_CHARACTERS = /^[A-Za-z0-9_.-]+$/;

// applyDecorators registers in order: the type check first, so a wrong type reports only that.
export function UsernameField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_CHARACTERS.source }),
    IsString(),
    MinLength(USERNAME_MIN, { message: VALIDATION_MESSAGES.usernameMin }),
    MaxLength(USERNAME_MAX, { message: IDENTITY_MESSAGES.usernameMax }),
    Matches(USERNAME_CHARACTERS, { message: IDENTITY_MESSAGES.usernameCharacters }),
  );
}

export function PasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' }),
    IsString(),
    MinLength(PASSWORD_MIN, { message: VALIDATION_MESSAGES.passwordMin }),
    // Code points, as a new password is counted: a password of 128 emoji logs in.
    codePointsAtMost(PASSWORD_MAX, IDENTITY_MESSAGES.passwordMax),
  );
}
