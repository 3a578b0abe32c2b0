import { Link } from 'react-router-dom';
import { Button, Card, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { useProgressSummary } from '../../../../shared/api/get-progress-summary';
import { LoadError, LoadingBlock } from '../../../../shared/components/legacy-ui';
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

  if (userLoading) return <LoadingBlock />;
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
          extra={<ExplorePathsButton />}
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
