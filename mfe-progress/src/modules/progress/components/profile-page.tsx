import { Link } from 'react-router-dom';
import { Button, Card, Col, Empty, List, Progress, Row, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PATH_MINUTES, DIFFICULTY_LEVELS, type LearningPathListItem } from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';
import { useLearningPaths, useProgressSummary } from '../hooks/use-progress-data';
import { ProfileBadges } from './profile-badges';
import { DifficultyTag, LoadError, LoadingBlock, PercentBar } from './shared';

const isComplete = (p: LearningPathListItem) =>
  !!p.progress && (p.progress.completed || p.progress.overallProgress >= 100);
const hoursOf = (minutes: number) => Math.round((minutes || DEFAULT_PATH_MINUTES) / 60);

/** /profile: the learner's learning-paths summary (SPEC §2 "Profile / learning-paths summary"). */
export function ProfilePage() {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const { user } = useUser();
  const summary = useProgressSummary();
  const paths = useLearningPaths();
  const header = (
    <>
      <Typography.Title level={2}>{t('profile.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('profile.subtitle')}</Typography.Paragraph>
    </>
  );
  if (summary.isLoading || paths.isLoading) {
    return (
      <Card>
        {header}
        <LoadingBlock />
      </Card>
    );
  }
  if (summary.error || paths.error || !summary.data || !paths.data) {
    return (
      <Card>
        {header}
        <LoadError
          error={summary.error ?? paths.error}
          onRetry={() => void Promise.all([summary.refetch(), paths.refetch()])}
        />
      </Card>
    );
  }
  const data = summary.data;
  const all = paths.data;
  const inProgress = all.filter((p) => p.progress && !isComplete(p));
  const completed = all.filter(isComplete);
  const completedDates = new Map(data.completedPaths.map((p) => [p.pathId, p.completedDate]));
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const explore = (
    <Link to="/learning-paths">
      <Button type="primary">{t('profile.explorePaths')}</Button>
    </Link>
  );

  const pathCard = (path: LearningPathListItem) => {
    const done = isComplete(path);
    const percent = path.progress?.overallProgress ?? 0;
    return (
      <List.Item key={path.id} data-testid={`profile-path-${path.id}`}>
        <Card
          style={{ width: '100%' }}
          title={<span lang="en">{path.name}</span>}
          extra={<DifficultyTag level={path.difficultyLevel} />}
        >
          <Typography.Paragraph type="secondary">
            {t('profile.cefr', {
              level: path.cefrLevel ? path.cefrLevel.toUpperCase() : t('profile.notSpecified'),
            })}
            {' · '}
            {t('profile.hours', { count: hoursOf(path.estimatedCompletionTime) })}
          </Typography.Paragraph>
          {path.progress ? <PercentBar percent={percent} label={path.name} lang="en" /> : null}
          {done ? (
            <Typography.Paragraph>
              {t('profile.completedOn', {
                date: completedDates.get(path.id)
                  ? dateFormat.format(new Date(completedDates.get(path.id) as string))
                  : '—',
              })}
            </Typography.Paragraph>
          ) : null}
          <Link to={`/learning-path/${path.id}`}>
            <Button type={done ? 'default' : 'primary'}>
              {done ? t('profile.review') : path.progress ? t('profile.continue') : t('profile.start')}
            </Button>
          </Link>
        </Card>
      </List.Item>
    );
  };
  const pathList = (list: LearningPathListItem[], empty: string) =>
    list.length === 0 ? (
      <Empty description={empty}>{explore}</Empty>
    ) : (
      <List dataSource={list} renderItem={pathCard} />
    );

  return (
    <Card>
      {header}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Statistic
              title={t('profile.overallProgress')}
              value={data.overallProgress}
              suffix="%"
              data-testid="profile-overall"
            />
            <Progress
              percent={data.overallProgress}
              showInfo={false}
              aria-label={t('profile.overallProgress')}
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Statistic
              title={t('profile.completedPaths')}
              value={data.completedPathCount}
              suffix={`/ ${data.totalPaths}`}
              data-testid="profile-completed"
            />
            <Typography.Text data-testid="profile-in-progress">
              {t('profile.inProgressCount', { count: data.activePathCount, total: data.totalPaths })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Statistic
              title={t('profile.studyTime')}
              value={user?.studyMinutes ?? 0}
              suffix={t('profile.minutes')}
              data-testid="profile-study-minutes"
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card title={t('profile.byDifficulty')} size="small">
            {DIFFICULTY_LEVELS.map((level) => {
              const entry = data.progressByDifficulty.find((d) => d.difficultyLevel === level);
              return (
                <div key={level} data-testid={`profile-difficulty-${level}`}>
                  <Typography.Text>{t(`difficulty.${level}`)}</Typography.Text>
                  <PercentBar percent={entry?.progress ?? 0} label={t(`difficulty.${level}`)} />
                </div>
              );
            })}
          </Card>
        </Col>
      </Row>
      <Tabs
        style={{ marginTop: 16 }}
        defaultActiveKey="inProgress"
        items={[
          {
            key: 'inProgress',
            label: t('profile.tabs.inProgress'),
            children: pathList(inProgress, t('profile.emptyInProgress')),
          },
          {
            key: 'completed',
            label: t('profile.tabs.completed'),
            children: pathList(completed, t('profile.emptyCompleted')),
          },
          { key: 'all', label: t('profile.tabs.all'), children: pathList(all, t('profile.emptyAll')) },
        ]}
      />
      <Card title={t('profile.recommended')} style={{ marginTop: 16 }}>
        {data.recommendedPaths.length === 0 ? (
          <Empty description={t('profile.noRecommendations')} />
        ) : (
          <List
            dataSource={data.recommendedPaths}
            renderItem={(path) => (
              <List.Item extra={<DifficultyTag level={path.difficultyLevel} />}>
                <List.Item.Meta
                  title={
                    <Link to={`/learning-path/${path.pathId}`} lang="en">
                      {path.name}
                    </Link>
                  }
                  description={<span lang="en">{path.description}</span>}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <ProfileBadges />
    </Card>
  );
}
