import { useNavigate } from 'react-router-dom';
import { Card, Flex, Tag, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { ROUTES, type LearningPathListItem } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { CefrTag, DifficultyTag, LineClamp, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PATHS_NAMESPACE } from '../../../i18n';
import { PathActionButton } from '../../../shared/components/path-action-button';
import { pathStatus } from '../../../shared/model/path-progress';

const ACTION_KEY = {
  notStarted: 'list.start',
  inProgress: 'list.continue',
  completed: 'list.review',
} as const;

/** One path of the list: its state decides the button (Start Path, Continue, Review Path). */
export function PathListCard({ path }: { path: LearningPathListItem }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const status = pathStatus(path.progress);
  return (
    <Card style={{ height: '100%' }} data-testid={`path-card-${path.id}`}>
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <TeachingText text={path.name} english={path.english?.name} />
        </Typography.Title>
        <Flex gap={4} wrap>
          <DifficultyTag level={path.difficultyLevel} />
          <CefrTag level={path.cefrLevel} />
          {status === 'completed' && (
            <Tag color="green" icon={<TrophyOutlined aria-hidden />}>
              {t('status.completed')}
            </Tag>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <LineClamp rows={3}>
            <TeachingText text={path.description} english={path.english?.description} />
          </LineClamp>
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('list.stageCount', { count: path.stageCount })}</Typography.Text>
        {path.progress && (
          <ProgressBar
            percent={path.progress.overallProgress}
            contentName={{ text: path.name, english: path.english?.name }}
          />
        )}
        <PathActionButton
          type={status === 'completed' ? 'default' : 'primary'}
          onClick={() => navigate(ROUTES.pathDetail.href(path.id))}
          action={t(ACTION_KEY[status])}
          pathName={{ text: path.name, english: path.english?.name }}
        />
      </Flex>
    </Card>
  );
}
