import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent } from '@grammarpath/contracts';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { PointsCounter, type PointsCounterProps } from './points-counter';

interface QuizProgressProps extends PointsCounterProps {
  current: number;
  total: number;
  score: number;
}

/** 'Question X of Y', 'Score: N' and the points earned (with a "+N" as they come) over a bar of the questions. */
export function QuizProgress({ current, total, score, points, earned }: QuizProgressProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const label = t('quiz.progress', { current, total });
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong data-testid="quiz-progress">
          {label}
        </Typography.Text>
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong data-testid="quiz-score">
            {t('quiz.score', { score })}
          </Typography.Text>
          <PointsCounter points={points} earned={earned} />
        </Flex>
      </Flex>
      <ProgressBar percent={percent(current, total)} label={label} size="small" />
    </Flex>
  );
}
