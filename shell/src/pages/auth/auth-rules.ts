import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { DISPLAY_NAME_MIN, PASSWORD_MIN, USERNAME_MIN } from '@grammarpath/contracts';

/** The form rules of SPEC §5, with their messages in the interface language. */
export function authRules(t: TFunction) {
  const username: FormRule[] = [{ required: true, min: USERNAME_MIN, message: t('validation.usernameMin') }];
  const password: FormRule[] = [{ required: true, min: PASSWORD_MIN, message: t('validation.passwordMin') }];
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
  return { username, password, displayName, email, confirmPassword };
}
