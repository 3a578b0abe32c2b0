import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ProtectedRoute } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuiz } from '../../../shared/play-quiz';
import { MISTAKES_SETTINGS, mistakesReviewSource } from '../api/start-mistakes-review';

function MistakesReview({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [started, setStarted] = useState(false);
  if (started) {
    return (
      <PlayQuiz
        source={mistakesReviewSource}
        difficultyLevel={MISTAKES_SETTINGS.difficultyLevel}
        title={t('mistakes.title')}
        empty={{ title: t('mistakes.emptyTitle'), description: t('mistakes.emptyText') }}
      />
    );
  }
  return (
    <Card>
      <Flex vertical gap={12} align="start">
        <Typography.Title level={1} style={{ margin: 0 }}>
          <RedoOutlined aria-hidden /> {t('mistakes.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{t('mistakes.description')}</Typography.Paragraph>
        <Button type="primary" size="large" onClick={() => setStarted(true)}>
          {t('mistakes.start')}
        </Button>
      </Flex>
    </Card>
  );
}

/** /mistakes-review: a quiz of the learner's past mistakes, played by `PlayQuiz`. */
export function MistakesReviewPage({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  return (
    <ProtectedRoute>
      <MistakesReview PlayQuiz={PlayQuiz} />
    </ProtectedRoute>
  );
}
