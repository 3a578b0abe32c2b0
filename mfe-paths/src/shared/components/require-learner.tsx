import type { ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { onDemand, useUser } from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../i18n';

/** Only a logged-out visitor sees it: antd's Result (with its illustrations) is not loaded for learners. */
const LoginRequired = onDemand(() => import('./login-required').then((m) => m.LoginRequired));

/** A learner-only screen: a spinner while the session loads, the login-required panel when logged out. */
export function RequireLearner({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const { t } = useTranslation(PATHS_NAMESPACE);
  if (isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (!user) return <LoginRequired />;
  return <>{children}</>;
}
