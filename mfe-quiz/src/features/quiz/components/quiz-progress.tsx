import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent } from '@grammarpath/contracts';
import { ProgressBar } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';

/** 'Question X of Y' and 'Score: N' over a bar of the questions done. */
export function QuizProgress({ current, total, score }: { current: number; total: number; score: number }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const label = t('quiz.progress', { current, total });
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong data-testid="quiz-progress">
          {label}
        </Typography.Text>
        <Typography.Text strong data-testid="quiz-score">
          {t('quiz.score', { score })}
        </Typography.Text>
      </Flex>
      <ProgressBar percent={percent(current, total)} label={label} size="small" />
    </Flex>
  );
}
