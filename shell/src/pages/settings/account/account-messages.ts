import type { TFunction } from 'i18next';
import { ACCOUNT_MESSAGES, IDENTITY_MESSAGES, NEW_PASSWORD } from '@grammarpath/contracts';
import { serverMessageOf } from '@grammarpath/platform';

type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES | 'tooManyAttempts';

const KEY_BY_MESSAGE = new Map<string, AccountMessageKey>([
  ...Object.entries(ACCOUNT_MESSAGES).map(([key, message]) => [message, key as AccountMessageKey] as const),
  [IDENTITY_MESSAGES.tooManyAttempts, 'tooManyAttempts'],
]);

/** The server's account message in the interface language, when it is one of ACCOUNT_MESSAGES. */
export function translatedAccountMessage(t: TFunction, error: unknown): string | undefined {
  const message = serverMessageOf(error);
  const key = message === undefined ? undefined : KEY_BY_MESSAGE.get(message);
  return key ? t(`account.errors.${key}`) : undefined;
}

/** Whether the message is about the new password (so the form shows it on that field). */
export function isNewPasswordMessage(error: unknown): boolean {
  const message = serverMessageOf(error);
  return (
    message === ACCOUNT_MESSAGES.passwordTooCommon ||
    message === ACCOUNT_MESSAGES.passwordTooShort ||
    message === ACCOUNT_MESSAGES.passwordTooLong
  );
}

/** Length in Unicode code points, as the server counts a password. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** The new-password rule's length check (the common-password check is the server's). */
export function newPasswordLengthProblem(password: string): 'passwordTooShort' | 'passwordTooLong' | null {
  const length = codePointLength(password);
  if (length < NEW_PASSWORD.min) return 'passwordTooShort';
  if (length > NEW_PASSWORD.max) return 'passwordTooLong';
  return null;
}
