import { ACCOUNT_MESSAGES } from '@grammarpath/contracts';
import { BadRequestException } from '@nestjs/common';
import { COMMON_PASSWORD_COUNT, loadCommonPasswords } from './common-passwords';
import { codePointLength, newPasswordProblem, PasswordPolicy } from './password-policy';

describe('the common-password list', () => {
  const common = loadCommonPasswords();

  it('holds at least 100,000 passwords, lower-cased', () => {
    expect(common.size).toBe(COMMON_PASSWORD_COUNT);
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(100_000);
    for (const password of ['123456', 'password', '12345678', 'qwerty', 'iloveyou', 'baseball'])
      expect(common.has(password)).toBe(true);
    expect([...common].every((password) => password === password.toLowerCase())).toBe(true);
  });
});

describe('newPasswordProblem', () => {
  const common = new Set(['password', 'qwertyuiop', 'iloveyou']);

  it.each([
    ['123456', ACCOUNT_MESSAGES.passwordTooShort],
    ['1234567', ACCOUNT_MESSAGES.passwordTooShort],
    ['      ', ACCOUNT_MESSAGES.passwordTooShort],
    // 7 emoji are 14 UTF-16 units but 7 characters.
    ['😀😀😀😀😀😀😀', ACCOUNT_MESSAGES.passwordTooShort],
    ['password', ACCOUNT_MESSAGES.passwordTooCommon],
    ['PassWord', ACCOUNT_MESSAGES.passwordTooCommon],
    ['QWERTYUIOP', ACCOUNT_MESSAGES.passwordTooCommon],
    ['x'.repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
  ])('refuses %j: %s', (password, message) => {
    expect(newPasswordProblem(password, common)).toBe(message);
  });

  it.each([
    ['8 characters', 'abcd1234'],
    ['8 spaces, kept as typed', '        '],
    ['spaces around', '  my quiet garden  '],
    ['8 emoji', '😀😀😀😀😀😀😀😀'],
    ['128 emoji (256 UTF-16 units)', '😀'.repeat(128)],
    ['128 characters', 'y'.repeat(128)],
    ['a common password inside a longer one', 'password in a sentence'],
  ])('accepts %s', (_label, password) => {
    expect(newPasswordProblem(password, common)).toBeNull();
  });

  it('counts code points', () => {
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointLength('')).toBe(0);
  });
});

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it.each(['123456', 'password', '      ', 'Password1', '12345678', 'qwerty123'])(
    'answers 400 for %j',
    (password) => {
      expect(() => policy.assertAcceptable(password)).toThrow(BadRequestException);
    },
  );

  it('lets an uncommon password of 8 characters through', () => {
    expect(() => policy.assertAcceptable('violet-harbour-17')).not.toThrow();
  });
});
