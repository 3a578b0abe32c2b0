import { Flex, Typography, theme } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QuizPoints } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';

/** The points the stored result earned, as the server counted them: its answers and its new achievements. */
export function PointsEarned({ points }: { points: QuizPoints }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={2} data-testid="points-earned" data-points={points.earned}>
      <Typography.Text strong style={{ fontSize: 18 }}>
        <StarFilled aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 6 }} />
        {t('resultsPoints.earned', { count: points.earned })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {points.achievements > 0
          ? t('resultsPoints.withAchievements', {
              answers: points.answers,
              achievements: points.achievements,
            })
          : t('resultsPoints.fromAnswers', { count: points.answers })}
      </Typography.Text>
    </Flex>
  );
}
