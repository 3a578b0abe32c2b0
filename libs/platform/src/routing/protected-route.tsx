import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '../i18n/i18n';
import { useUser } from '../session/user-query';

/** A page for logged-in users: a spinner while the session loads, else the page or a redirect to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  if (isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('session.loading')} />
      </Flex>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
