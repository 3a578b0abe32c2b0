import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import {
  CheckCircleOutlined,
  CompassOutlined,
  FireOutlined,
  LineChartOutlined,
  RocketOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { CefrTag, DifficultyTag, QueryState, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { StatGrid, type StatItem } from '@grammarpath/platform/stats';
import { PATHS_NAMESPACE } from '../../../i18n';
import { PathActionButton } from '../../../shared/components/path-action-button';
import { useDashboard } from '../hooks/use-dashboard';
import { dashboardNumbers, shortDescription, type DashboardNumbers } from '../model/dashboard-logic';

/** The learning-path dashboard of the logged-in home: four numbers, a recommendation and the active paths. */
export function PathsDashboard() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { paths, streak } = useDashboard(true);
  return (
    <Card
      title={t('dashboard.title')}
      extra={<Link to={ROUTES.progress.href()}>{t('dashboard.viewAll')}</Link>}
      data-testid="paths-dashboard"
    >
      <QueryState
        query={paths}
        errorTitle={t('dashboard.loadError')}
        // No list for a visitor without a session: nothing to count.
        empty={<Alert type="error" showIcon title={t('dashboard.loadError')} />}
        rows={5}
      >
        {(list) => list && <DashboardBody numbers={dashboardNumbers(list)} streak={streak} />}
      </QueryState>
    </Card>
  );
}

function DashboardBody({ numbers, streak }: { numbers: DashboardNumbers; streak: number }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const stats: StatItem[] = [
    {
      key: 'overall',
      testId: 'dashboard-overall',
      title: t('dashboard.overall'),
      value: `${numbers.overallProgress}%`,
      icon: <LineChartOutlined aria-hidden />,
    },
    {
      key: 'completed',
      testId: 'dashboard-completed',
      title: t('dashboard.completed'),
      value: t('dashboard.outOf', { count: numbers.completedCount, total: numbers.totalPaths }),
      icon: <CheckCircleOutlined aria-hidden />,
    },
    {
      key: 'active',
      testId: 'dashboard-active',
      title: t('dashboard.active'),
      value: String(numbers.activeCount),
      icon: <RocketOutlined aria-hidden />,
    },
    {
      key: 'streak',
      testId: 'dashboard-streak',
      title: t('dashboard.streak'),
      value: t('dashboard.days', { count: streak }),
      icon: <FireOutlined aria-hidden />,
    },
  ];
  const recommended = numbers.recommendation;
  return (
    <Flex vertical gap={16}>
      <StatGrid stats={stats} size="small" />
      <Card size="small" title={t('dashboard.recommended')} data-testid="dashboard-recommendation">
        {recommended ? (
          <Flex vertical gap={8}>
            <Typography.Text strong>
              <TeachingText text={recommended.name} english={recommended.english?.name} />
            </Typography.Text>
            <Typography.Text type="secondary">
              <TeachingText
                text={shortDescription(recommended.description)}
                english={recommended.english?.description}
              />
            </Typography.Text>
            <Flex gap={4} wrap>
              <DifficultyTag level={recommended.difficultyLevel} />
              <CefrTag level={recommended.cefrLevel} />
            </Flex>
            <div>
              <Button type="primary" onClick={() => navigate(ROUTES.pathDetail.href(recommended.id))}>
                {recommended.progress ? t('list.continue') : t('list.start')}
              </Button>
            </div>
          </Flex>
        ) : (
          <Flex vertical gap={8} align="start">
            <Typography.Text type="secondary">{t('dashboard.noRecommendation')}</Typography.Text>
            <Button icon={<CompassOutlined aria-hidden />} onClick={() => navigate(ROUTES.paths.href())}>
              {t('dashboard.explore')}
            </Button>
          </Flex>
        )}
      </Card>
      <Card size="small" title={t('dashboard.activePaths')} data-testid="dashboard-active-paths">
        {numbers.activePaths.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noActive')} />
        ) : (
          <Flex vertical gap={12}>
            {numbers.activePaths.map((path) => (
              <Flex key={path.id} align="center" gap={12} wrap>
                <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography.Text strong>
                    <TeachingText text={path.name} english={path.english?.name} />
                  </Typography.Text>
                  <ProgressBar
                    percent={path.progress?.overallProgress ?? 0}
                    contentName={{ text: path.name, english: path.english?.name }}
                  />
                </div>
                <PathActionButton
                  onClick={() => navigate(ROUTES.pathDetail.href(path.id))}
                  action={t('list.continue')}
                  pathName={{ text: path.name, english: path.english?.name }}
                />
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
