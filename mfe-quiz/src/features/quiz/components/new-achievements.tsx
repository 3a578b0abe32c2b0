import { useEffect, useRef } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import { TrophyFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EarnedAchievement } from '@grammarpath/contracts';
import { AchievementIcon } from '@grammarpath/platform/achievement-icon';
import { achievementText, useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';

interface NewAchievementsProps {
  quizId: string;
  achievements: readonly EarnedAchievement[];
}

/**
 * The achievements a quiz's result earned, celebrated on the spot (DESIGN.md §5): SPEC's toast 'New
 * Achievement Unlocked!' once, and on the summary under '1 new achievement' / 'N new achievements' each with
 * its badge (the icon its content names), name, description and points.
 */
export function NewAchievements({ quizId, achievements }: NewAchievementsProps) {
  const { t, i18n } = useTranslation(QUIZ_NAMESPACE);
  const { toast } = useToast();
  const { token } = theme.useToken();
  const announced = useRef<string | null>(null);
  const count = achievements.length;

  useEffect(() => {
    if (announced.current === quizId) return;
    announced.current = quizId;
    toast({
      title: t('summary.achievements.toastTitle'),
      description: t('summary.achievements.toastText', { count }),
      variant: 'success',
    });
  }, [quizId, count, toast, t]);

  return (
    <Card
      size="small"
      data-testid="new-achievements"
      style={{ width: '100%', maxWidth: 480, textAlign: 'start' }}
      title={
        <Flex gap={8} align="center">
          <TrophyFilled aria-hidden style={{ color: token.colorWarning }} />
          <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
            {t('summary.achievements.heading', { count })}
          </Typography.Title>
        </Flex>
      }
    >
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {achievements.map((achievement) => {
          const text = achievementText(achievement, i18n.resolvedLanguage);
          return (
            <li key={achievement.id} data-testid={`new-achievement-${achievement.key}`}>
              <Flex gap={12} align="start">
                <span data-testid="achievement-badge" data-icon={achievement.icon ?? ''}>
                  <AchievementIcon name={achievement.icon} colour={token.colorWarning} size={24} />
                </span>
                <Flex vertical>
                  <Typography.Text strong>{text.name}</Typography.Text>
                  <Typography.Text>{text.description}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('resultsPoints.achievement', { count: achievement.points })}
                  </Typography.Text>
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
