import { Link } from 'react-router-dom';
import { Card, Col, Empty, List, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ProgressSummary } from '@grammarpath/contracts';
import { DifficultyTag, TeachingText } from '@grammarpath/platform/ui';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { NextStageLink } from './next-stage-link';

/** The dashboard's Recommendations: the next stages of started paths and paths to start. */
export function Recommendations({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title={t('dashboard.nextStages')}>
          {data.nextStages.length === 0 ? (
            <Empty description={t('dashboard.noNextStages')} />
          ) : (
            <List
              dataSource={data.nextStages}
              renderItem={(stage) => (
                <List.Item>
                  <NextStageLink stage={stage} />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('dashboard.suggestedPaths')}>
          {data.suggestedPaths.length === 0 ? (
            <Empty description={t('dashboard.allComplete')} />
          ) : (
            <List
              dataSource={data.suggestedPaths}
              renderItem={(path) => (
                <List.Item extra={<DifficultyTag level={path.difficultyLevel} />}>
                  <List.Item.Meta
                    title={
                      <Link to={ROUTES.pathDetail.href(path.pathId)}>
                        <TeachingText text={path.name} english={path.english?.name} />
                      </Link>
                    }
                    description={path.prerequisitesMet ? null : t('dashboard.prerequisitesFirst')}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
