import { ACCOUNT_MESSAGES, NEW_PASSWORD } from '@grammarpath/contracts';
import { BadRequestException, Injectable } from '@nestjs/common';
import { loadCommonPasswords } from './common-passwords';

/** Length in Unicode code points, as people count characters (an emoji is one, not two UTF-16 units). */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/**
 * Why a new password is refused, or null when it is acceptable: 8 to 128 code points, taken exactly as typed
 * (spaces count and are kept), and not one of the most common passwords, whatever its letter case.
 */
export function newPasswordProblem(password: string, common: ReadonlySet<string>): string | null {
  const length = codePointLength(password);
  if (length < NEW_PASSWORD.min) return ACCOUNT_MESSAGES.passwordTooShort;
  if (length > NEW_PASSWORD.max) return ACCOUNT_MESSAGES.passwordTooLong;
  if (common.has(password.toLowerCase())) return ACCOUNT_MESSAGES.passwordTooCommon;
  return null;
}

/**
 * The one rule for new passwords (register and change password). The common-password list is loaded once,
 * when the service starts, and held in memory as a Set.
 */
@Injectable()
export class PasswordPolicy {
  private readonly common = loadCommonPasswords();

  /** Throws 400 with the reason when the password may not be used as a new password. */
  assertAcceptable(password: string): void {
    const problem = newPasswordProblem(password, this.common);
    if (problem) throw new BadRequestException(problem);
  }
}
