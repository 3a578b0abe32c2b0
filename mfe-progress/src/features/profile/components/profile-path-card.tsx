import { Link } from 'react-router-dom';
import { Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, type LearningPathListItem } from '@grammarpath/contracts';
import { DifficultyTag, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { hoursOf, isComplete } from '../model/profile-paths';

/** A path on the profile: level, hours, progress, completion date and the way to start, continue or review it. */
export function ProfilePathCard({
  path,
  completedDate,
}: {
  path: LearningPathListItem;
  completedDate?: string | null;
}) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const dateFormat = useDateFormat();
  const done = isComplete(path);
  return (
    <List.Item data-testid={`profile-path-${path.id}`}>
      <Card
        style={{ width: '100%' }}
        title={<TeachingText text={path.name} english={path.english?.name} />}
        extra={<DifficultyTag level={path.difficultyLevel} />}
      >
        <Typography.Paragraph type="secondary">
          {t('profile.cefr', {
            level: path.cefrLevel ? path.cefrLevel.toUpperCase() : t('profile.notSpecified'),
          })}
          {' · '}
          {t('profile.hours', { count: hoursOf(path.estimatedCompletionTime) })}
        </Typography.Paragraph>
        {path.progress ? (
          <ProgressBar
            percent={path.progress.overallProgress}
            contentName={{ text: path.name, english: path.english?.name }}
          />
        ) : null}
        {done ? (
          <Typography.Paragraph>
            {t('profile.completedOn', {
              date: completedDate ? dateFormat.format(new Date(completedDate)) : '—',
            })}
          </Typography.Paragraph>
        ) : null}
        <Link to={ROUTES.pathDetail.href(path.id)}>
          <Button type={done ? 'default' : 'primary'}>
            {done ? t('profile.review') : path.progress ? t('profile.continue') : t('profile.start')}
          </Button>
        </Link>
      </Card>
    </List.Item>
  );
}
