import { Alert, Card, Flex, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type TeachingName } from '@grammarpath/platform';
import { TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PATHS_NAMESPACE } from '../../../i18n';

/** Under the stage: the path's name, its progress and, at 100 %, 'Path Completed!'. */
export function PathFooter({ name, percent }: { name: TeachingName; percent: number }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  return (
    <Card size="small" data-testid="path-footer">
      <Flex vertical gap={8}>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text strong>
            <TeachingText text={name.text} english={name.english} />
          </Typography.Text>
          <Typography.Text>{t('stage.percentComplete', { percent })}</Typography.Text>
        </Flex>
        <ProgressBar percent={percent} contentName={name} />
        {percent >= 100 && (
          <Alert
            type="success"
            showIcon
            icon={<TrophyOutlined aria-hidden />}
            title={t('stage.pathCompleted')}
          />
        )}
      </Flex>
    </Card>
  );
}
