import { Link } from 'react-router-dom';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ProgressSummary } from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { useProgressSummary } from '../../../../shared/api/get-progress-summary';
import { ProgressQueryState } from '../../../../shared/components/progress-query-state';
import { useCheckAchievementsOnOpen } from '../../hooks/use-check-achievements-on-open';
import { ActivePaths } from './active-paths';
import { ExplorePathsButton } from './explore-paths-button';
import { Insights } from './insights';
import { Overview } from './overview';
import { Recommendations } from './recommendations';

/**
 * The learning progress dashboard (SPEC §2): Overview, Active Paths, Insights, Recommendations. Opening it
 * checks the learner's achievements.
 */
export function DashboardTab() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const { user, isLoading: userLoading } = useUser();
  const summary = useProgressSummary();
  useCheckAchievementsOnOpen();

  if (userLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!user) {
    return (
      <Result
        status="403"
        title={t('dashboard.loginRequired')}
        subTitle={t('dashboard.loginRequiredMessage')}
        extra={
          <Link to={ROUTES.auth.href()}>
            <Button type="primary">{t('common.logIn')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <ProgressQueryState query={summary}>
      {(data) => (data.hasProgress ? <DashboardTabs data={data} /> : <GetStarted />)}
    </ProgressQueryState>
  );
}

/** A learner without progress yet: where to start. */
function GetStarted() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card data-testid="get-started">
      <Result
        status="info"
        title={t('dashboard.getStartedTitle')}
        subTitle={t('dashboard.getStartedMessage')}
        extra={<ExplorePathsButton />}
      />
    </Card>
  );
}

function DashboardTabs({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
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
