import { Link } from 'react-router-dom';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ProgressSummary } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { DifficultyTag, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { ExplorePathsButton } from './explore-paths-button';

/** The dashboard's Active Paths: a card per started path with its progress and current stage. */
export function ActivePaths({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  if (data.activePaths.length === 0) {
    return (
      <Empty description={t('dashboard.noActivePaths')}>
        <ExplorePathsButton />
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {data.activePaths.map((path) => (
        <Col key={path.pathId} xs={24} md={12}>
          <Card
            title={
              <Link to={ROUTES.pathDetail.href(path.pathId)}>
                <TeachingText text={path.name} english={path.english?.name} />
              </Link>
            }
            extra={<DifficultyTag level={path.difficultyLevel} />}
          >
            <ProgressBar
              percent={path.overallProgress}
              contentName={{ text: path.name, english: path.english?.name }}
            />
            <Typography.Paragraph>
              {t('dashboard.stagesOf', { done: path.stagesCompleted, total: path.stageCount })}
            </Typography.Paragraph>
            {path.currentStage ? (
              <Link to={ROUTES.stage.href(path.pathId, path.currentStage.stageId)}>
                <ContentSentence
                  parts={translateAroundContent(t, 'dashboard.currentStage', {
                    stage: { text: path.currentStage.name, english: path.currentStage.english?.name },
                  })}
                />
              </Link>
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
