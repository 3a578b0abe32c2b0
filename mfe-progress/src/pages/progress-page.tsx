import { useSearchParams } from 'react-router-dom';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROGRESS_TABS, type ProgressTab } from '@grammarpath/contracts';
import { AchievementsView } from '../features/achievements/components/achievements-view';
import { AnalyticsTab } from '../features/progress/components/analytics-tab';
import { DashboardTab } from '../features/progress/components/dashboard/dashboard-tab';
import { QuizResultsTab } from '../features/progress/components/quiz-results-tab';
import { PROGRESS_NAMESPACE } from '../i18n';

const isProgressTab = (value: string | null): value is ProgressTab =>
  (PROGRESS_TABS as readonly (string | null)[]).includes(value);

/**
 * /progress: tabs Dashboard, Achievements, Quiz Results and Analytics. The open tab is in the address
 * (`?tab=analytics`), so a reload, a shared link and the Back button keep it.
 */
export function ProgressPage() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const active: ProgressTab = isProgressTab(asked) ? asked : 'dashboard';
  const children: Record<ProgressTab, React.ReactNode> = {
    dashboard: <DashboardTab />,
    achievements: <AchievementsView headingLevel={3} />,
    results: <QuizResultsTab />,
    analytics: <AnalyticsTab />,
  };
  return (
    <Card>
      <Typography.Title level={2}>{t('progress.title')}</Typography.Title>
      <Tabs
        destroyOnHidden
        activeKey={active}
        onChange={(key) =>
          setSearchParams(
            (params) => {
              if (key === 'dashboard') params.delete('tab');
              else params.set('tab', key);
              return params;
            },
            { replace: true },
          )
        }
        items={PROGRESS_TABS.map((key) => ({
          key,
          label: t(`progress.tabs.${key}`),
          children: children[key],
        }))}
      />
    </Card>
  );
}
