import { useEffect, useRef } from 'react';
import { useUser } from '@grammarpath/platform';
import { useCheckAchievements } from '../api/check-achievements';

/** Checks achievements once when the screen opens (with a user). */
export function useCheckAchievementsOnOpen(): void {
  const { user } = useUser();
  const { mutate } = useCheckAchievements();
  const done = useRef(false);
  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    mutate();
  }, [user, mutate]);
}
