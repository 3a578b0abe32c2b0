import { Button, Card, Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@grammarpath/platform';
import { useChangePassword } from './account-api';
import { isNewPasswordMessage, newPasswordLengthProblem, translatedAccountMessage } from './account-messages';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: the current one is asked; the new one follows the new-password rule; other devices log out. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();

  const newPasswordRules: FormRule[] = [
    { required: true, message: t('account.errors.passwordTooShort') },
    {
      validator: (_rule, value: string | undefined) => {
        const problem = value ? newPasswordLengthProblem(value) : null;
        return problem ? Promise.reject(new Error(t(`account.errors.${problem}`))) : Promise.resolve();
      },
    },
  ];
  const confirmRules: FormRule[] = [
    { required: true, message: t('validation.confirmPassword') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue('newPassword')
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.passwordsMatch'))),
    }),
  ];

  const submit = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.resetFields();
          toast({
            title: t('account.password.changed'),
            description:
              endedSessions > 0 ? t('account.password.othersEnded', { count: endedSessions }) : undefined,
            variant: 'success',
          });
        },
        onError: (error) => {
          const message = translatedAccountMessage(t, error);
          const field = isNewPasswordMessage(error) ? 'newPassword' : message ? 'currentPassword' : null;
          if (field && message) form.setFields([{ name: field, errors: [message] }]);
          else toast({ title: t('account.password.failed'), description: message, variant: 'destructive' });
        },
      },
    );

  return (
    <Card title={t('account.password.title')}>
      <Typography.Paragraph type="secondary">{t('account.password.hint')}</Typography.Paragraph>
      <Form<ChangePasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="currentPassword"
          label={t('account.password.current')}
          rules={[{ required: true, message: t('account.errors.currentPasswordIncorrect') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('account.password.new')} rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('account.password.confirm')}
          dependencies={['newPassword']}
          rules={confirmRules}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
