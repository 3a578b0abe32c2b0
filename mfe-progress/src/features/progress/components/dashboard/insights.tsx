import { Link } from 'react-router-dom';
import { Card, Col, Empty, List, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ProgressSummary } from '@grammarpath/contracts';
import { PLATFORM_NAMESPACE } from '@grammarpath/platform';
import { TeachingText } from '@grammarpath/platform/ui';
import { StatTile } from '@grammarpath/platform/stats';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { useDateFormat } from '../../../../shared/hooks/use-date-format';
import { TopicProgress } from './topic-progress';

/** The dashboard's Insights: totals, completed paths, progress per topic and mastery per topic. */
export function Insights({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const dateFormat = useDateFormat();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card title={t('dashboard.totals')}>
          <StatTile
            card={false}
            title={t('dashboard.completedPaths')}
            value={data.completedPathCount}
            outOf={data.totalPaths}
          />
          <StatTile card={false} title={t('dashboard.stagesCompleted')} value={data.stagesCompleted} />
          <StatTile card={false} title={t('dashboard.activeDays')} value={data.activeDays} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title={t('dashboard.completedPathList')}>
          {data.completedPaths.length === 0 ? (
            <Empty description={t('dashboard.noCompletedPaths')} />
          ) : (
            <List
              dataSource={data.completedPaths}
              renderItem={(path) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Link to={ROUTES.pathDetail.href(path.pathId)}>
                        <TeachingText text={path.name} english={path.english?.name} />
                      </Link>
                    }
                    description={path.completedDate ? dateFormat.format(new Date(path.completedDate)) : null}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title={t('dashboard.topicProgress')}>
          {data.progressByTopic.length === 0 ? (
            <Empty description={t('dashboard.noTopics')} />
          ) : (
            data.progressByTopic.map((topic) => (
              <div key={topic.topic}>
                <TopicProgress topic={topic.topic} percent={topic.progress} />
              </div>
            ))
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('dashboard.mastery')}>
          {data.mastery.length === 0 ? (
            <Empty description={t('dashboard.noAnswers')} />
          ) : (
            <List
              dataSource={data.mastery}
              renderItem={(m) => (
                <List.Item>
                  <List.Item.Meta
                    title={t(`topic.${m.topic}`, { ns: PLATFORM_NAMESPACE })}
                    description={t('dashboard.masteryLine', {
                      answered: m.answered,
                      firstTry: m.firstTryAccuracy,
                      final: m.finalAccuracy,
                      retries: m.correctAfterRetries,
                      hints: m.hintsUsed,
                    })}
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
