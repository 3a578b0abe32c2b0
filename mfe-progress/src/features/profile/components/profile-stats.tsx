import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS, type ProgressSummary } from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { formatOutOf, formatPercent } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PROGRESS_NAMESPACE } from '../../../i18n';

const COLUMNS = { xs: 24, sm: 12, lg: 6 } as const;

/** The profile's figures: overall progress, completed paths, study time and progress per difficulty. */
export function ProfileStats({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const { user } = useUser();
  return (
    <Row gutter={[16, 16]}>
      <Col {...COLUMNS}>
        <Card>
          <Statistic
            title={t('profile.overallProgress')}
            value={formatPercent(data.overallProgress)}
            data-testid="profile-overall"
          />
          <Progress
            percent={data.overallProgress}
            showInfo={false}
            aria-label={t('profile.overallProgress')}
          />
        </Card>
      </Col>
      <Col {...COLUMNS}>
        <Card>
          <Statistic
            title={t('profile.completedPaths')}
            value={formatOutOf(data.completedPathCount, data.totalPaths)}
            data-testid="profile-completed"
          />
          <Typography.Text data-testid="profile-in-progress">
            {t('profile.inProgressCount', { count: data.activePathCount, total: data.totalPaths })}
          </Typography.Text>
        </Card>
      </Col>
      <Col {...COLUMNS}>
        <Card>
          <Statistic
            title={t('profile.studyTime')}
            value={user?.studyMinutes ?? 0}
            suffix={t('profile.minutes')}
            data-testid="profile-study-minutes"
          />
        </Card>
      </Col>
      <Col {...COLUMNS}>
        <Card title={t('profile.byDifficulty')} size="small">
          {DIFFICULTY_LEVELS.map((level) => {
            const entry = data.progressByDifficulty.find((d) => d.difficultyLevel === level);
            return (
              <div key={level} data-testid={`profile-difficulty-${level}`}>
                <Typography.Text>{t(`difficulty.${level}`)}</Typography.Text>
                <ProgressBar percent={entry?.progress ?? 0} label={t(`difficulty.${level}`)} />
              </div>
            );
          })}
        </Card>
      </Col>
    </Row>
  );
}
