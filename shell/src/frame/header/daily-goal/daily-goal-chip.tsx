import { Suspense, useId, useState } from 'react';
import { Button, Flex, Popover, Skeleton, Typography } from 'antd';
import { FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dailyGoalPercent, type DailyGoalChoice } from '@grammarpath/contracts';
import { forgetFailedLoads, onDemand, useToast } from '@grammarpath/platform';
import { formatOutOf } from '@grammarpath/platform/ui';
import { ErrorBoundary } from '../../../errors/error-boundary';
import { useChooseDailyGoal } from './choose-daily-goal';
import { useDailyGoal } from './get-daily-goal';
import type { DailyGoalPanelProps } from './daily-goal-panel';

/** The popover's content (antd's Progress and Radio): loaded when the learner reaches for the chip. */
const DailyGoalPanel = onDemand<DailyGoalPanelProps>(() =>
  import('./daily-goal-panel').then((m) => m.default),
);

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

  // The panel's code failing to load (a dropped connection) leaves the page as it was, with a retry here.
  const unavailable = (_error: Error, reset: () => void) => (
    <Flex vertical gap={8} align="start" style={{ maxWidth: 280 }}>
      <Typography.Text>{t('remote.unavailable')}</Typography.Text>
      <Button
        size="small"
        onClick={() => {
          forgetFailedLoads();
          reset();
        }}
      >
        {t('remote.retry')}
      </Button>
    </Flex>
  );
  const content = (
    <ErrorBoundary fallback={unavailable}>
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3, width: 240 }} />}>
        <DailyGoalPanel
          goal={goal.data}
          percent={percent}
          summary={summary}
          headingId={headingId}
          choosing={choose.isPending}
          onChoose={onChoose}
        />
      </Suspense>
    </ErrorBoundary>
  );
  const preloadPanel = () => void DailyGoalPanel.preload();

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
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
      >
        <span aria-hidden>
          {streakDays} ·{' '}
          {questionsPerDay ? formatOutOf(Math.min(answeredToday, questionsPerDay), questionsPerDay) : '+'}
        </span>
      </Button>
    </Popover>
  );
}
