import { lazy } from 'react';
import { useUser } from '@grammarpath/platform';
import { AfterFirstScreen } from '../../deferred/after-first-screen';

const DailyGoalChip = lazy(() => import('./daily-goal/daily-goal-chip'));

/** The learner's daily goal and streak in the header, on every page; loaded after the page's first screen. */
export function HeaderDailyGoal() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <AfterFirstScreen>
      <DailyGoalChip />
    </AfterFirstScreen>
  );
}
