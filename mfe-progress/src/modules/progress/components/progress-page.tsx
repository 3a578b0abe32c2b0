import { Card, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';

const TAB_KEYS = ['dashboard', 'achievements', 'results', 'analytics'] as const;

/** /progress: tabs Dashboard, Achievements, Quiz Results and Analytics. */
export function ProgressPage() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{t('progress.title')}</Typography.Title>
      <Tabs
        items={TAB_KEYS.map((key) => ({
          key,
          label: t(`progress.tabs.${key}`),
          children: <Skeleton active paragraph={{ rows: 4 }} />,
        }))}
      />
    </Card>
  );
}
