import { Link } from 'react-router-dom';
import { Button, Card, Col, Empty, List, Result, Row, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ProgressSummary } from '@grammarpath/contracts';
import { ContentSentence, PLATFORM_NAMESPACE, translateAroundContent, useUser } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';
import { useCheckAchievementsOnOpen, useProgressSummary } from '../hooks/use-progress-data';
import { DifficultyTag, LoadError, LoadingBlock, PercentBar } from './shared';
import { StudyTimeStatistic } from './study-time-statistic';

const pathLink = (pathId: number) => `/learning-path/${pathId}`;
const stageLink = (pathId: number, stageId: number) => `/learning-paths/${pathId}/stages/${stageId}`;

/** The learning progress dashboard (SPEC §2): Overview, Active Paths, Insights, Recommendations. */
export function DashboardTab() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const { user, isLoading: userLoading } = useUser();
  const summary = useProgressSummary();
  useCheckAchievementsOnOpen();

  if (userLoading) return <LoadingBlock />;
  if (!user) {
    return (
      <Result
        status="403"
        title={t('dashboard.loginRequired')}
        subTitle={t('dashboard.loginRequiredMessage')}
        extra={
          <Link to="/auth">
            <Button type="primary">{t('common.logIn')}</Button>
          </Link>
        }
      />
    );
  }
  if (summary.isLoading) return <LoadingBlock />;
  if (summary.error || !summary.data) {
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  const data = summary.data;
  if (!data.hasProgress) {
    return (
      <Card data-testid="get-started">
        <Result
          status="info"
          title={t('dashboard.getStartedTitle')}
          subTitle={t('dashboard.getStartedMessage')}
          extra={
            <Link to="/learning-paths">
              <Button type="primary">{t('dashboard.explorePaths')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  return (
    <Tabs
      items={[
        { key: 'overview', label: t('dashboard.tabs.overview'), children: <Overview data={data} /> },
        { key: 'active', label: t('dashboard.tabs.active'), children: <ActivePaths data={data} /> },
        { key: 'insights', label: t('dashboard.tabs.insights'), children: <Insights data={data} /> },
        {
          key: 'recommendations',
          label: t('dashboard.tabs.recommendations'),
          children: <Recommendations data={data} />,
        },
      ]}
    />
  );
}

function Overview({ data }: { data: ProgressSummary }) {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const next = data.nextStages[0];
  const suggestion = data.suggestedPaths[0];
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            title={t('dashboard.completedPaths')}
            value={data.completedPathCount}
            suffix={`/ ${data.totalPaths}`}
            data-testid="stat-completed-paths"
          />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            title={t('dashboard.activePaths')}
            value={data.activePathCount}
            data-testid="stat-active-paths"
          />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            title={t('dashboard.averageProgress')}
            value={data.averageProgress}
            suffix="%"
            data-testid="stat-average-progress"
          />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            title={t('dashboard.stagesCompleted')}
            value={data.stagesCompleted}
            suffix={`/ ${data.stagesAvailable}`}
            data-testid="stat-stages"
          />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic title={t('dashboard.streakDays')} value={data.streakDays} data-testid="stat-streak" />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            title={t('dashboard.quizzesFinished')}
            value={data.quizzesFinished}
            data-testid="stat-quizzes"
          />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic title={t('dashboard.points')} value={data.points} data-testid="stat-points" />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <StudyTimeStatistic />
      </Col>
      <Col xs={24}>
        <Card title={t('dashboard.recommendedNext')}>
          {next ? (
            <Link to={stageLink(next.pathId, next.stageId)}>
              <ContentSentence
                parts={translateAroundContent(
                  t,
                  'dashboard.nextStage',
                  { stage: next.stageName, path: next.pathName },
                  { number: next.orderIndex + 1, total: next.stageCount },
                )}
              />
            </Link>
          ) : suggestion ? (
            <Link to={pathLink(suggestion.pathId)} lang="en">
              {suggestion.name}
            </Link>
          ) : (
            <Typography.Text>{t('dashboard.allComplete')}</Typography.Text>
          )}
        </Card>
      </Col>
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
                      <Link to={pathLink(item.pathId)}>
                        <ContentSentence
                          parts={translateAroundContent(t, `activity.${item.type}`, {
                            path: item.pathName,
                            stage: item.stageName ?? '',
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
                    <Typography.Text>{t(`topic.${area.topic}`, { ns: PLATFORM_NAMESPACE })}</Typography.Text>
                    <PercentBar
                      percent={area.progress}
                      label={t(`topic.${area.topic}`, { ns: PLATFORM_NAMESPACE })}
                    />
                  </div>
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}

function ActivePaths({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  if (data.activePaths.length === 0) {
    return (
      <Empty description={t('dashboard.noActivePaths')}>
        <Link to="/learning-paths">
          <Button type="primary">{t('dashboard.explorePaths')}</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {data.activePaths.map((path) => (
        <Col key={path.pathId} xs={24} md={12}>
          <Card
            title={
              <Link to={pathLink(path.pathId)} lang="en">
                {path.name}
              </Link>
            }
            extra={<DifficultyTag level={path.difficultyLevel} />}
          >
            <PercentBar percent={path.overallProgress} label={path.name} lang="en" />
            <Typography.Paragraph>
              {t('dashboard.stagesOf', { done: path.stagesCompleted, total: path.stageCount })}
            </Typography.Paragraph>
            {path.currentStage ? (
              <Link to={stageLink(path.pathId, path.currentStage.stageId)}>
                <ContentSentence
                  parts={translateAroundContent(t, 'dashboard.currentStage', {
                    stage: path.currentStage.name,
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

function Insights({ data }: { data: ProgressSummary }) {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card title={t('dashboard.totals')}>
          <Statistic
            title={t('dashboard.completedPaths')}
            value={data.completedPathCount}
            suffix={`/ ${data.totalPaths}`}
          />
          <Statistic title={t('dashboard.stagesCompleted')} value={data.stagesCompleted} />
          <Statistic title={t('dashboard.activeDays')} value={data.activeDays} />
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
                      <Link to={pathLink(path.pathId)} lang="en">
                        {path.name}
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
                <Typography.Text>{t(`topic.${topic.topic}`, { ns: PLATFORM_NAMESPACE })}</Typography.Text>
                <PercentBar
                  percent={topic.progress}
                  label={t(`topic.${topic.topic}`, { ns: PLATFORM_NAMESPACE })}
                />
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

function Recommendations({ data }: { data: ProgressSummary }) {
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
                  <Link to={stageLink(stage.pathId, stage.stageId)}>
                    <ContentSentence
                      parts={translateAroundContent(
                        t,
                        'dashboard.nextStage',
                        { stage: stage.stageName, path: stage.pathName },
                        { number: stage.orderIndex + 1, total: stage.stageCount },
                      )}
                    />
                  </Link>
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
                      <Link to={pathLink(path.pathId)} lang="en">
                        {path.name}
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
