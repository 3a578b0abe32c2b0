import { Button, Card, Flex, Tag, Typography } from 'antd';
import { CheckCircleOutlined, FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DailyChallengeView } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';

interface ChallengeCardProps {
  challenge: DailyChallengeView;
  /** The day's title in the learner's language; absent from a server without the topic. */
  title?: string;
  topic?: string;
  onStart: () => void;
}

/** Today's challenge: its topic, size, this learner's completion, and Start (or Play Again). */
export function ChallengeCard({ challenge, title, topic, onStart }: ChallengeCardProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Card>
      <Flex vertical gap={12} align="start">
        <Typography.Title level={1} style={{ margin: 0 }}>
          <FireOutlined aria-hidden /> {t('daily.title')}
        </Typography.Title>
        {/* From a server without the topic, the stored English title and description. */}
        <Typography.Title
          level={2}
          style={{ margin: 0, fontSize: 20 }}
          data-testid="daily-title"
          lang={title ? undefined : 'en'}
        >
          {title ?? challenge.title}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }} lang={topic ? undefined : 'en'}>
          {topic
            ? t('daily.topicDescription', { topic, count: challenge.questionCount })
            : challenge.description}
        </Typography.Paragraph>
        <Tag>{t('daily.questions', { count: challenge.questionCount })}</Tag>
        {challenge.completed ? (
          <Typography.Text type="success" data-testid="daily-status">
            <CheckCircleOutlined aria-hidden /> {t('daily.completed', { score: challenge.score ?? 0 })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="daily-status">
            {t('daily.notCompleted')}
          </Typography.Text>
        )}
        <Button type="primary" size="large" onClick={onStart}>
          {challenge.completed ? t('daily.again') : t('daily.start')}
        </Button>
      </Flex>
    </Card>
  );
}
