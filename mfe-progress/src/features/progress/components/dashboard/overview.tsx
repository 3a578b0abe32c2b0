import { Link } from 'react-router-dom';
import { Card, Col, Empty, Flex, List, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ProgressSummary } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { TeachingText } from '@grammarpath/platform/ui';
import { StatGrid, type StatItem } from '@grammarpath/platform/stats';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { useDateFormat } from '../../../../shared/hooks/use-date-format';
import { NextStageLink } from './next-stage-link';
import { StudyTimeStatistic } from './study-time-statistic';
import { TopicProgress } from './topic-progress';

/** The dashboard's Overview: the learner's figures, what to do next, recent activity and strongest areas. */
export function Overview({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const dateFormat = useDateFormat();
  const next = data.nextStages[0];
  const suggestion = data.suggestedPaths[0];
  const stats: StatItem[] = [
    {
      key: 'completed-paths',
      title: t('dashboard.completedPaths'),
      value: data.completedPathCount,
      outOf: data.totalPaths,
    },
    { key: 'active-paths', title: t('dashboard.activePaths'), value: data.activePathCount },
    {
      key: 'average-progress',
      title: t('dashboard.averageProgress'),
      value: data.averageProgress,
      percent: true,
    },
    {
      key: 'stages',
      title: t('dashboard.stagesCompleted'),
      value: data.stagesCompleted,
      // Out of the stages of the paths started; a learner who started none has no whole to show.
      outOf: data.stagesAvailable > 0 ? data.stagesAvailable : undefined,
    },
    { key: 'streak', title: t('dashboard.streakDays'), value: data.streakDays },
    { key: 'quizzes', title: t('dashboard.quizzesFinished'), value: data.quizzesFinished },
    { key: 'points', title: t('dashboard.points'), value: data.points },
  ];
  return (
    <Flex vertical gap="middle">
      <StatGrid stats={stats.map((stat) => ({ ...stat, testId: `stat-${stat.key}` }))}>
        <StudyTimeStatistic />
      </StatGrid>
      <Card title={t('dashboard.recommendedNext')}>
        {next ? (
          <NextStageLink stage={next} />
        ) : suggestion ? (
          <Link to={ROUTES.pathDetail.href(suggestion.pathId)}>
            <TeachingText text={suggestion.name} english={suggestion.english?.name} />
          </Link>
        ) : (
          <Typography.Text>{t('dashboard.allComplete')}</Typography.Text>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t('dashboard.recentActivity')}>
            {data.recentActivity.length === 0 ? (
              <Empty description={t('dashboard.noActivity')} />
            ) : (
              <List
                dataSource={data.recentActivity}
                renderItem={(item) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Link to={ROUTES.pathDetail.href(item.pathId)}>
                          <ContentSentence
                            parts={translateAroundContent(t, `activity.${item.type}`, {
                              path: { text: item.pathName, english: item.english?.pathName },
                              stage: { text: item.stageName ?? '', english: item.english?.stageName },
                            })}
                          />
                        </Link>
                      }
                      description={dateFormat.format(new Date(item.date))}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('dashboard.strongestAreas')}>
            {data.strongestAreas.length === 0 ? (
              <Empty description={t('dashboard.noStrongAreas')} />
            ) : (
              <List
                dataSource={data.strongestAreas}
                renderItem={(area) => (
                  <List.Item>
                    <div style={{ width: '100%' }}>
                      <TopicProgress topic={area.topic} percent={area.progress} />
                    </div>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
