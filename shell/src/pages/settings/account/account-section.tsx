import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '@grammarpath/platform';
import { ChangePasswordCard } from './change-password-card';
import { DataCard } from './data-card';
import { SessionsCard } from './sessions-card';

/** /settings, account and security (DESIGN §4): password, sessions, data download, account deletion. */
export function AccountSection() {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <Flex vertical gap={24} component="section" aria-labelledby="account-security-heading">
      <Typography.Title level={2} id="account-security-heading" style={{ fontSize: 22, margin: 0 }}>
        {t('account.title')}
      </Typography.Title>
      {user ? (
        <>
          <ChangePasswordCard />
          <SessionsCard />
          <DataCard user={user} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('account.loggedOut')}</Typography.Paragraph>
      )}
    </Flex>
  );
}
