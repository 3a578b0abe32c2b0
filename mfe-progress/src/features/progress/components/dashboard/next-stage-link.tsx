import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ProgressSummary } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../../i18n';

/** A link to a stage to do next: "Stage 2 of 5: <stage> in <path>", the names marked as English content. */
export function NextStageLink({ stage }: { stage: ProgressSummary['nextStages'][number] }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Link to={ROUTES.stage.href(stage.pathId, stage.stageId)}>
      <ContentSentence
        parts={translateAroundContent(
          t,
          'dashboard.nextStage',
          {
            stage: { text: stage.stageName, english: stage.english?.stageName },
            path: { text: stage.pathName, english: stage.english?.pathName },
          },
          { number: stage.orderIndex + 1, total: stage.stageCount },
        )}
      />
    </Link>
  );
}
