import { QueryState, type QueryStateProps } from '@grammarpath/platform/ui';
import { useTranslation } from 'react-i18next';
import { PROGRESS_NAMESPACE } from '../../i18n';

/**
 * The platform's QueryState in this remote's words: the error reads "Could not load this part of your
 * progress." over the failed call's message.
 */
export function ProgressQueryState<T>(props: QueryStateProps<T>) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <QueryState
      rows={6}
      errorTitle={t('common.loadError')}
      errorDescription={props.query.error?.message}
      {...props}
    />
  );
}
