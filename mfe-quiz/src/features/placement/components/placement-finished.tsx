import { useTranslation } from 'react-i18next';
import { QueryState } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { usePlacementResult } from '../api/finish-placement';
import { PlacementResultCard } from './placement-result-card';

/** The end of a placement quiz: scored by the server, then the suggested level and path. */
export function PlacementFinished({ quizId }: { quizId: string }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const query = usePlacementResult(quizId);
  return (
    <QueryState query={query} loadingLabel={t('placement.scoring')} errorTitle={t('placement.scoreError')}>
      {(result) => <PlacementResultCard result={result} />}
    </QueryState>
  );
}
