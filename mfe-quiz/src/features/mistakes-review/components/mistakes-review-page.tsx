import { useMemo, useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_DIFFICULTY,
  QUESTION_COUNT,
  QUESTION_TYPES,
  type QuizSettings,
} from '@grammarpath/contracts';
import { ProtectedRoute } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { QuizRunner, startQuizSource } from '../../quiz';

/** The questions this learner answered wrongly, of every type and level. */
export const MISTAKES_SETTINGS: QuizSettings = {
  mode: 'mistakes',
  difficultyLevel: DEFAULT_DIFFICULTY,
  questionTypes: [...QUESTION_TYPES],
  questionCount: QUESTION_COUNT.default,
  isPracticeMode: false,
  progressiveDifficulty: false,
};

function MistakesReview() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [started, setStarted] = useState(false);
  const source = useMemo(() => startQuizSource(MISTAKES_SETTINGS, 'mistakes'), []);
  if (started) {
    return (
      <QuizRunner
        source={source}
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

/** /mistakes-review: a quiz of the learner's past mistakes. */
export function MistakesReviewPage() {
  return (
    <ProtectedRoute>
      <MistakesReview />
    </ProtectedRoute>
  );
}
