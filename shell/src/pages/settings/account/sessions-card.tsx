import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ActiveSession } from '@grammarpath/contracts';
import {
  ContentSentence,
  currentLanguage,
  REDIRECT_AFTER_LOGOUT_MS,
  translateAroundContent,
  useToast,
} from '@grammarpath/platform';
import { useActiveSessions, useEndSession } from './account-api';
import { translatedAccountMessage } from './account-messages';

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Chrome on Android": browser and system names stay as they are (marked lang="en"), the rest translated. */
function DeviceName({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  if (!session.browser && !session.os) return <>{t('account.sessions.unknownDevice')}</>;
  if (!session.browser || !session.os) {
    return <ContentSentence parts={[{ text: (session.browser ?? session.os)!, content: true }]} />;
  }
  return (
    <ContentSentence
      parts={translateAroundContent(t, 'account.sessions.device', {
        browser: session.browser,
        os: session.os,
      })}
    />
  );
}

/** Active sessions: device, last use, "this device" marked; any of them can be ended (with a confirmation). */
export function SessionsCard() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const sessions = useActiveSessions();
  const end = useEndSession();
  const [confirming, setConfirming] = useState<ActiveSession | null>(null);

  const endSession = (session: ActiveSession) =>
    end.mutate(session, {
      onSettled: () => setConfirming(null),
      onSuccess: () => {
        toast({ title: t('account.sessions.ended'), variant: 'success' });
        if (session.current) setTimeout(() => navigate(ROUTES.auth.href()), REDIRECT_AFTER_LOGOUT_MS);
      },
      onError: (error) =>
        toast({
          title: t('account.sessions.endFailed'),
          description: translatedAccountMessage(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <Card title={t('account.sessions.title')}>
      <Typography.Paragraph type="secondary">{t('account.sessions.intro')}</Typography.Paragraph>
      {sessions.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} aria-busy="true" />
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('account.sessions.loadFailed')}
          action={
            <Button size="small" onClick={() => void sessions.refetch()}>
              {t('account.retry')}
            </Button>
          }
        />
      ) : !sessions.data?.length ? (
        <Empty description={t('account.sessions.empty')} />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={sessions.data}
          rowKey="id"
          renderItem={(session) => (
            <List.Item
              data-testid="active-session"
              actions={[
                <Button key="end" danger onClick={() => setConfirming(session)}>
                  {session.current ? t('account.sessions.endThis') : t('account.sessions.end')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} wrap align="center">
                    <span>
                      <DeviceName session={session} />
                    </span>
                    {session.current && <Tag color="blue">{t('account.sessions.thisDevice')}</Tag>}
                  </Flex>
                }
                description={
                  <>
                    <div>{t('account.sessions.lastUsed', { time: formatTime(session.lastUsedAt) })}</div>
                    <div>{t('account.sessions.loggedIn', { time: formatTime(session.createdAt) })}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={confirming !== null}
        title={confirming?.current ? t('account.sessions.confirmEndThis') : t('account.sessions.confirmEnd')}
        okText={confirming?.current ? t('account.sessions.endThis') : t('account.sessions.end')}
        okButtonProps={{ danger: true, loading: end.isPending }}
        cancelText={t('account.cancel')}
        onOk={() => confirming && endSession(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <Typography.Paragraph>
            <DeviceName session={confirming} />
            {confirming.current ? null : <> — {t('account.sessions.confirmEndText')}</>}
          </Typography.Paragraph>
        )}
      </Modal>
    </Card>
  );
}
