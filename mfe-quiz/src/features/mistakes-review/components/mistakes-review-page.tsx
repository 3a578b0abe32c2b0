import { useState } from 'react';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { ProtectedRoute } from '@grammarpath/platform';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuiz } from '../../../shared/play-quiz';
import { REVIEW_PARAM } from '../../../shared/review-param';
import { useMistakesSummary } from '../api/get-mistakes-summary';
import { MISTAKES_SETTINGS, mistakesReviewSource } from '../api/start-mistakes-review';

function MistakesReview({ PlayQuiz }: { PlayQuiz: PlayQuiz }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  // A finished review named in the address (a reload of its results) shows its results again.
  const [searchParams] = useSearchParams();
  const [started, setStarted] = useState(() => searchParams.has(REVIEW_PARAM));
  const summary = useMistakesSummary();
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
        {summary.isPending ? (
          <Skeleton active paragraph={false} aria-label={t('quiz.loading')} />
        ) : summary.data?.mistakes === 0 ? (
          // Nothing to review yet: say so before the learner starts anything.
          <Empty data-testid="mistakes-empty" description={t('mistakes.emptyTitle')} style={{ margin: 0 }}>
            <Flex vertical gap={12} align="center">
              <Typography.Text>{t('mistakes.emptyText')}</Typography.Text>
              <Button type="primary" onClick={() => navigate(ROUTES.home.href())}>
                {t('quiz.returnHome')}
              </Button>
            </Flex>
          </Empty>
        ) : (
          <>
            {summary.data && (
              <Typography.Text strong data-testid="mistakes-count">
                {t('mistakes.count', { count: summary.data.mistakes })}
              </Typography.Text>
            )}
            <Button type="primary" size="large" onClick={() => setStarted(true)}>
              {t('mistakes.start')}
            </Button>
          </>
        )}
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
