import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '../i18n/platform';

/** What `QueryState` reads of a TanStack query result. */
export type QueryStateQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  /** The loaded data's view. */
  children: (data: T) => ReactNode;
  /** Shown instead of `children` when `isEmpty(data)`; `true` for the generic empty state. */
  empty?: ReactNode;
  /** When the data counts as empty; by default null, undefined or an empty list. */
  isEmpty?: (data: T) => boolean;
  /** The loading state's accessible name; "Loading…" by default. */
  loadingLabel?: string;
  /** The error's title; "Could not load this part of the page." by default. */
  errorTitle?: string;
  /** The error's explanation (none by default: the message of a failed call is not for learners). */
  errorDescription?: ReactNode;
  /** Lines of the loading skeleton. */
  rows?: number;
}

function emptyByDefault(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

/**
 * The states of a query in one place: a skeleton while loading, an error with a Retry button (which
 * refetches), an optional empty state, else `children(data)`.
 */
export function QueryState<T>({
  query,
  children,
  empty,
  isEmpty = emptyByDefault,
  loadingLabel,
  errorTitle,
  errorDescription,
  rows = 4,
}: QueryStateProps<T>) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel ?? t('ui.query.loading')}>
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  }
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle ?? t('ui.query.loadError')}
        description={errorDescription}
        action={<Button onClick={() => void query.refetch()}>{t('ui.query.retry')}</Button>}
      />
    );
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data))
    return empty === true ? <Empty description={t('ui.query.empty')} /> : <>{empty}</>;
  return <>{children(data)}</>;
}
