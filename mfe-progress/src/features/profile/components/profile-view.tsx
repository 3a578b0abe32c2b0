import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Empty, List, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type LearningPathListItem, type ProgressSummary } from '@grammarpath/contracts';
import { DifficultyTag, TeachingText } from '@grammarpath/platform/ui';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { allQueries } from '../../../shared/api/all-queries';
import { useProgressSummary } from '../../../shared/api/get-progress-summary';
import { ProgressQueryState } from '../../../shared/components/progress-query-state';
import { useLearningPaths } from '../api/get-learning-paths';
import { profilePathLists } from '../model/profile-paths';
import { ProfilePathCard } from './profile-path-card';
import { ProfileStats } from './profile-stats';

/**
 * The learner's learning-paths summary (SPEC §2 "Profile / learning-paths summary"): figures, paths in
 * progress, completed and all, recommendations, then `badges` once the figures are in.
 */
export function ProfileView({ badges }: { badges: ReactNode }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const figures = allQueries(useProgressSummary(), useLearningPaths());
  return (
    <Card>
      <Typography.Title level={2}>{t('profile.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('profile.subtitle')}</Typography.Paragraph>
      <ProgressQueryState query={figures}>
        {([summary, paths]) => (
          <>
            <ProfileStats data={summary} />
            <ProfilePaths summary={summary} paths={paths} />
            <RecommendedPaths summary={summary} />
            {badges}
          </>
        )}
      </ProgressQueryState>
    </Card>
  );
}

/** The learner's paths in three tabs: in progress, completed and all. */
function ProfilePaths({ summary, paths }: { summary: ProgressSummary; paths: LearningPathListItem[] }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const lists = profilePathLists(paths);
  const completedDates = new Map(summary.completedPaths.map((p) => [p.pathId, p.completedDate]));
  const pathList = (list: LearningPathListItem[], empty: string) =>
    list.length === 0 ? (
      <Empty description={empty}>
        <Link to={ROUTES.paths.href()}>
          <Button type="primary">{t('profile.explorePaths')}</Button>
        </Link>
      </Empty>
    ) : (
      <List
        dataSource={list}
        renderItem={(path) => (
          <ProfilePathCard key={path.id} path={path} completedDate={completedDates.get(path.id)} />
        )}
      />
    );
  return (
    <Tabs
      style={{ marginTop: 16 }}
      defaultActiveKey="inProgress"
      items={[
        {
          key: 'inProgress',
          label: t('profile.tabs.inProgress'),
          children: pathList(lists.inProgress, t('profile.emptyInProgress')),
        },
        {
          key: 'completed',
          label: t('profile.tabs.completed'),
          children: pathList(lists.completed, t('profile.emptyCompleted')),
        },
        { key: 'all', label: t('profile.tabs.all'), children: pathList(lists.all, t('profile.emptyAll')) },
      ]}
    />
  );
}

/** Paths the summary recommends. */
function RecommendedPaths({ summary }: { summary: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card title={t('profile.recommended')} style={{ marginTop: 16 }}>
      {summary.recommendedPaths.length === 0 ? (
        <Empty description={t('profile.noRecommendations')} />
      ) : (
        <List
          dataSource={summary.recommendedPaths}
          renderItem={(path) => (
            <List.Item extra={<DifficultyTag level={path.difficultyLevel} />}>
              <List.Item.Meta
                title={
                  <Link to={ROUTES.pathDetail.href(path.pathId)}>
                    <TeachingText text={path.name} english={path.english?.name} />
                  </Link>
                }
                description={<TeachingText text={path.description} english={path.english?.description} />}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
