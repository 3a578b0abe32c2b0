import { Flex, Progress, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DAILY_GOAL_CHOICES, type DailyGoalChoice, type DailyGoalView } from '@grammarpath/contracts';

export interface DailyGoalPanelProps {
  goal: DailyGoalView;
  percent: number;
  /** Today's answered questions against the goal, or the invitation to set one. */
  summary: string;
  headingId: string;
  choosing: boolean;
  onChoose: (value: DailyGoalChoice) => void;
}

/** The daily goal's popover: the streak, today's progress and the choice of goal. */
export default function DailyGoalPanel({
  goal,
  percent,
  summary,
  headingId,
  choosing,
  onChoose,
}: DailyGoalPanelProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 280 }} role="group" aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>
        {t('dailyGoal.title')}
      </Typography.Text>
      <Typography.Text data-testid="daily-goal-streak">
        {t('dailyGoal.streakLine', { count: goal.streakDays })}
      </Typography.Text>
      {goal.questionsPerDay && (
        <Progress
          percent={percent}
          aria-label={summary}
          format={() => summary}
          data-testid="daily-goal-progress"
        />
      )}
      <Typography.Text type="secondary">{t('dailyGoal.choose')}</Typography.Text>
      <Radio.Group
        block
        optionType="button"
        buttonStyle="solid"
        value={goal.questionsPerDay ?? undefined}
        onChange={(event) => onChoose(event.target.value as DailyGoalChoice)}
        disabled={choosing}
        options={DAILY_GOAL_CHOICES.map((value) => ({
          value,
          label: t('dailyGoal.option', { count: value }),
        }))}
        aria-label={t('dailyGoal.choose')}
      />
    </Flex>
  );
}
