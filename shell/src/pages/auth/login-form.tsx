import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@grammarpath/contracts';
import { useLogin } from '@grammarpath/platform';
import { authRules } from './auth-rules';

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const rules = authRules(t);
  return (
    <Form<LoginRequest>
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => login.mutate(values)}
    >
      <Form.Item name="username" label={t('auth.username')} rules={rules.username}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={rules.password}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {login.isPending ? t('auth.loggingIn') : t('auth.loginSubmit')}
      </Button>
    </Form>
  );
}
