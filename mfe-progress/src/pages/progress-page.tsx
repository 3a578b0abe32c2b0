import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AchievementsView } from '../features/achievements/components/achievements-view';
import { AnalyticsTab } from '../features/progress/components/analytics-tab';
import { DashboardTab } from '../features/progress/components/dashboard/dashboard-tab';
import { QuizResultsTab } from '../features/progress/components/quiz-results-tab';
import { PROGRESS_NAMESPACE } from '../i18n';

/** /progress: tabs Dashboard, Achievements, Quiz Results and Analytics. */
export function ProgressPage() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{t('progress.title')}</Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'dashboard', label: t('progress.tabs.dashboard'), children: <DashboardTab /> },
          {
            key: 'achievements',
            label: t('progress.tabs.achievements'),
            children: <AchievementsView headingLevel={3} />,
          },
          { key: 'results', label: t('progress.tabs.results'), children: <QuizResultsTab /> },
          { key: 'analytics', label: t('progress.tabs.analytics'), children: <AnalyticsTab /> },
        ]}
      />
    </Card>
  );
}
