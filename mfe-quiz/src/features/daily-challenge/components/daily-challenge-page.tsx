import { useState } from 'react';
import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE, ProtectedRoute } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuiz } from '../../../shared/play-quiz';
import { useDailyChallenge } from '../api/get-daily-challenge';
import { useDailyChallengeSource } from '../api/start-daily-challenge';

function DailyChallenge({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { data, isPending, isError, refetch } = useDailyChallenge();
  const source = useDailyChallengeSource();
  const [started, setStarted] = useState(false);
  const topic = data?.topic ? t(`topic.${data.topic}`, { ns: PLATFORM_NAMESPACE }) : undefined;

  if (isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active aria-label={t('daily.loading')} />
      </Card>
    );
  }
  if (isError) {
    return (
      <Result
        status="error"
        title={t('daily.title')}
        subTitle={t('daily.loadError')}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            {t('daily.retry')}
          </Button>
        }
      />
    );
  }
  if (started) {
    return <PlayQuiz source={source} title={topic ? t('daily.topicTitle', { topic }) : data.title} />;
  }
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
          lang={topic ? undefined : 'en'}
        >
          {topic ? t('daily.topicTitle', { topic }) : data.title}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }} lang={topic ? undefined : 'en'}>
          {topic ? t('daily.topicDescription', { topic, count: data.questionCount }) : data.description}
        </Typography.Paragraph>
        <Tag>{t('daily.questions', { count: data.questionCount })}</Tag>
        {data.completed ? (
          <Typography.Text type="success" data-testid="daily-status">
            <CheckCircleOutlined aria-hidden /> {t('daily.completed', { score: data.score ?? 0 })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="daily-status">
            {t('daily.notCompleted')}
          </Typography.Text>
        )}
        <Button type="primary" size="large" onClick={() => setStarted(true)}>
          {data.completed ? t('daily.again') : t('daily.start')}
        </Button>
      </Flex>
    </Card>
  );
}

/** /daily-challenge: today's challenge, then its quiz played by `PlayQuiz`. */
export function DailyChallengePage({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  return (
    <ProtectedRoute>
      <DailyChallenge PlayQuiz={PlayQuiz} />
    </ProtectedRoute>
  );
}
