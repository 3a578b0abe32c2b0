import { useId, useState } from 'react';
import { Button, Flex, Popover, Progress, Radio, Typography } from 'antd';
import { FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DAILY_GOAL_CHOICES, dailyGoalPercent, type DailyGoalChoice } from '@grammarpath/contracts';
import { useToast } from '@grammarpath/platform';
import { formatOutOf } from '@grammarpath/platform/ui';
import { useChooseDailyGoal } from './choose-daily-goal';
import { useDailyGoal } from './get-daily-goal';

/**
 * The header's daily goal: the streak and today's answered questions against the goal; a click opens the
 * choice of goal (10, 20 or 30 questions a day). Nothing is shown until the figures arrive.
 */
export default function DailyGoalChip() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const goal = useDailyGoal();
  const choose = useChooseDailyGoal();
  if (!goal.data) return null;
  const { questionsPerDay, answeredToday, streakDays } = goal.data;
  const percent = dailyGoalPercent(goal.data);
  const summary = questionsPerDay
    ? t('dailyGoal.today', { answered: Math.min(answeredToday, questionsPerDay), goal: questionsPerDay })
    : t('dailyGoal.set');
  const label = `${t('dailyGoal.streak', { count: streakDays })}, ${summary}`;

  const onChoose = (value: DailyGoalChoice) =>
    choose.mutate(value, {
      onError: () => toast({ title: t('dailyGoal.saveError'), variant: 'destructive' }),
    });

  const content = (
    <Flex vertical gap={12} style={{ maxWidth: 280 }} role="group" aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>
        {t('dailyGoal.title')}
      </Typography.Text>
      <Typography.Text data-testid="daily-goal-streak">
        {t('dailyGoal.streakLine', { count: streakDays })}
      </Typography.Text>
      {questionsPerDay && (
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
        value={questionsPerDay ?? undefined}
        onChange={(event) => onChoose(event.target.value as DailyGoalChoice)}
        disabled={choose.isPending}
        options={DAILY_GOAL_CHOICES.map((value) => ({
          value,
          label: t('dailyGoal.option', { count: value }),
        }))}
        aria-label={t('dailyGoal.choose')}
      />
    </Flex>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content}>
      <Button
        type="text"
        aria-label={label}
        aria-expanded={open}
        title={label}
        data-testid="daily-goal-chip"
        data-met={questionsPerDay !== null && answeredToday >= questionsPerDay}
        icon={<FireOutlined aria-hidden />}
      >
        <span aria-hidden>
          {streakDays} ·{' '}
          {questionsPerDay ? formatOutOf(Math.min(answeredToday, questionsPerDay), questionsPerDay) : '+'}
        </span>
      </Button>
    </Popover>
  );
}
