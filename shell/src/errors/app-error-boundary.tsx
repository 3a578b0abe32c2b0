import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Space, theme } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { StatusPanel } from '../ui/status-panel';
import { ErrorBoundary } from './error-boundary';

function AppErrorFallback({ error, reset }: { error: Error; reset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Leaving the page clears the error through the boundary's resetKey; already home, clear it here.
  const returnHome = () => (pathname === ROUTES.home.pattern ? reset() : navigate(ROUTES.home.href()));
  const { token } = theme.useToken();
  return (
    <StatusPanel
      icon={<CloseCircleFilled style={{ color: token.colorError }} aria-hidden />}
      title={t('error.title')}
      subTitle={error.message || t('error.fallback')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={reset}>
            {t('error.retry')}
          </Button>
          <Button onClick={returnHome}>{t('error.home')}</Button>
        </Space>
      }
    />
  );
}

/** Wraps the whole app: 'Something went wrong', cleared by 'Try again' or by going elsewhere. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error, reset) => <AppErrorFallback error={error} reset={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
