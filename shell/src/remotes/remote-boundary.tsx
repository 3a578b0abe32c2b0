import { Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, theme } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { forgetFailedLoads } from '@grammarpath/platform';
import { ErrorBoundary } from '../errors/error-boundary';
import { Panel } from '../ui/panel';
import { StatusPanel } from '../ui/status-panel';
import { forgetFailedRemoteModules } from './load-remote-module';

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Panel>
      <StatusPanel
        icon={<WarningFilled style={{ color: token.colorWarning }} aria-hidden />}
        title={t('remote.unavailable')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      />
    </Panel>
  );
}

/**
 * Contains one remote: while it loads a skeleton, if it cannot load or throws a panel with Retry
 * (which renders it again, and so loads it, or its page's code, again), so the frame and the other remotes keep working.
 * Retry also drops the cached data nobody is showing any more: a remote that threw on bad data must fetch
 * it afresh rather than throw again on the same cached copy.
 */
export function RemoteBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(_error, reset) => (
        <RemoteUnavailable
          onRetry={() => {
            forgetFailedRemoteModules();
            forgetFailedLoads();
            queryClient.removeQueries({ type: 'inactive' });
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<Skeleton active aria-label={t('remote.loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
