import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type User } from '@grammarpath/contracts';
import { REDIRECT_AFTER_LOGOUT_MS, useToast } from '@grammarpath/platform';
import { useDeleteAccount, useDownloadData } from './account-api';
import { translatedAccountMessage } from './account-messages';

/** "Download my data" and "Delete my account" (the password asked in a confirmation dialog). */
export function DataCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const download = useDownloadData();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const downloadData = () =>
    download.mutate(`grammarpath-data-${user.username}-${new Date().toISOString().slice(0, 10)}.json`, {
      onError: (error) =>
        toast({
          title: t('account.data.failed'),
          description: translatedAccountMessage(t, error),
          variant: 'destructive',
        }),
    });

  const deleteAccount = ({ password }: { password: string }) =>
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('account.delete.deleted'), variant: 'success' });
          setTimeout(() => navigate(ROUTES.auth.href()), REDIRECT_AFTER_LOGOUT_MS);
        },
        onError: (error) => {
          const message = translatedAccountMessage(t, error);
          if (message && (error as Error).message.startsWith('403')) {
            form.setFields([{ name: 'password', errors: [message] }]);
          } else {
            toast({ title: t('account.delete.failed'), description: message, variant: 'destructive' });
          }
        },
      },
    );

  return (
    <Card title={t('account.data.title')}>
      <Flex vertical gap={24}>
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text>{t('account.data.text')}</Typography.Text>
          <Button onClick={downloadData} loading={download.isPending}>
            {download.isPending ? t('account.data.downloading') : t('account.data.download')}
          </Button>
        </Flex>
        <Flex vertical gap={8} align="flex-start">
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t('account.delete.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('account.delete.text')}</Typography.Text>
          <Button danger onClick={() => setConfirming(true)}>
            {t('account.delete.button')}
          </Button>
        </Flex>
      </Flex>
      <Modal
        open={confirming}
        title={t('account.delete.confirmTitle')}
        okText={remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
        okButtonProps={{
          danger: true,
          loading: remove.isPending,
          htmlType: 'submit',
          form: 'delete-account',
        }}
        cancelText={t('account.cancel')}
        onCancel={() => {
          setConfirming(false);
          form.resetFields();
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('account.delete.confirmText')}</Typography.Paragraph>
        <Form
          form={form}
          id="delete-account"
          name="delete-account"
          layout="vertical"
          requiredMark={false}
          onFinish={deleteAccount}
        >
          <Form.Item
            name="password"
            label={t('account.delete.password')}
            rules={[{ required: true, message: t('account.errors.passwordIncorrect') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
