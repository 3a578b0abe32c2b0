import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { DISPLAY_NAME_MIN, PASSWORD_MIN, USERNAME_MIN } from '@grammarpath/contracts';
import { newPasswordLengthProblem } from '../settings/account/account-messages';

/**
 * The form rules of SPEC §5, with their messages in the interface language. A new password follows the
 * stricter new-password rule (contracts NEW_PASSWORD); logging in keeps SPEC's 6, so older accounts log in.
 */
export function authRules(t: TFunction) {
  const username: FormRule[] = [{ required: true, min: USERNAME_MIN, message: t('validation.usernameMin') }];
  const password: FormRule[] = [{ required: true, min: PASSWORD_MIN, message: t('validation.passwordMin') }];
  /** A new password (register): 8 to 128 characters counted as the server counts them, in code points. */
  const newPassword: FormRule[] = [
    { required: true, message: t('account.errors.passwordTooShort') },
    {
      validator: (_rule, value: string | undefined) => {
        const problem = value ? newPasswordLengthProblem(value) : null;
        return problem ? Promise.reject(new Error(t(`account.errors.${problem}`))) : Promise.resolve();
      },
    },
  ];
  const displayName: FormRule[] = [{ min: DISPLAY_NAME_MIN, message: t('validation.displayNameMin') }];
  const email: FormRule[] = [{ type: 'email', message: t('validation.email') }];
  const confirmPassword: FormRule[] = [
    { required: true, min: PASSWORD_MIN, message: t('validation.confirmPassword') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.passwordsMatch'))),
    }),
  ];
  return { username, password, newPassword, displayName, email, confirmPassword };
}
