import { Button, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisterRequest } from '@grammarpath/contracts';
import { useRegister } from '@grammarpath/platform';
import { isNewPasswordMessage, translatedAccountMessage } from '../settings/account/account-messages';
import { authRules } from './auth-rules';

interface RegisterValues {
  username: string;
  displayName?: string;
  email?: string;
  password: string;
  confirmPassword: string;
  preferHighContrast?: boolean;
}

/** confirmPassword is never sent; empty displayName and email are sent as absent (SPEC §5). */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const displayName = values.displayName?.trim();
  const email = values.email?.trim();
  return {
    username: values.username,
    password: values.password,
    ...(displayName ? { displayName } : {}),
    ...(email ? { email } : {}),
    preferHighContrast: values.preferHighContrast ?? false,
  };
}

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const rules = authRules(t);
  const [form] = Form.useForm<RegisterValues>();
  // The server's reason for refusing the password (too common) is shown on the password field too.
  const submit = (values: RegisterValues) =>
    register.mutate(toRegisterRequest(values), {
      onError: (error) => {
        const message = translatedAccountMessage(t, error);
        if (message && isNewPasswordMessage(error)) form.setFields([{ name: 'password', errors: [message] }]);
      },
    });
  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      initialValues={{ preferHighContrast: false }}
      onFinish={submit}
    >
      <Form.Item name="username" label={t('auth.username')} rules={rules.username}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('auth.displayName')}
        extra={t('auth.displayNameHint')}
        rules={rules.displayName}
      >
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="email" label={t('auth.email')} extra={t('auth.emailHint')} rules={rules.email}>
        {/* Not type="email": the browser's own check would block the submit before ours shows the SPEC message. */}
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        extra={t('auth.newPasswordHint')}
        rules={rules.newPassword}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="preferHighContrast"
        label={t('auth.highContrast')}
        extra={t('auth.highContrastHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {register.isPending ? t('auth.registering') : t('auth.registerSubmit')}
      </Button>
    </Form>
  );
}
