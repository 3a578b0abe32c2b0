import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StageView } from '@grammarpath/contracts';
import { PATHS_NAMESPACE } from '../../../i18n';
import type { StageState } from '../../../shared/model/path-progress';

/**
 * What the learner needs to know before completing the stage: that it is locked, or what completes it
 * (its practice quiz, DESIGN.md §5) with the best score so far. The how-to's title has `howToId`, which
 * describes the disabled complete button. Nothing once the stage is done.
 */
export function StageNotice({
  stage,
  state,
  howToId,
}: {
  stage: StageView;
  state: StageState;
  howToId: string;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  if (state === 'locked') {
    return (
      <Alert type="warning" showIcon title={t('stage.lockedTitle')} description={t('stage.lockedMessage')} />
    );
  }
  if (state === 'completed') return null;
  const quizPassed = stage.quizPassed === true;
  return (
    <Alert
      type={quizPassed ? 'success' : 'info'}
      showIcon
      data-testid="stage-how-to-complete"
      title={
        <span id={howToId}>
          {quizPassed ? t('stage.quizPassed') : t('stage.howToComplete', { threshold: stage.threshold })}
        </span>
      }
      description={
        !quizPassed && typeof stage.bestFirstTryScore === 'number'
          ? t('stage.bestScore', { score: stage.bestFirstTryScore })
          : undefined
      }
    />
  );
}
