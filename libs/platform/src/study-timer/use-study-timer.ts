import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudyTimeRequest } from '@grammarpath/contracts';
import { apiRequest } from '../api/api-client';
import { USER_QUERY_KEY, useUser } from '../session/user-query';
import { StudyTimer, type StudyTimerOptions } from './study-timer';

export const STUDY_TIME_URL = '/api/user/study-time';
/** The first part of every study-time query key (GET /api/user/study-time); a save refreshes them. */
export const STUDY_TIME_QUERY_KEY = [STUDY_TIME_URL] as const;

/** navigator.sendBeacon with the JSON as text/plain (identity parses it): it survives the page closing. */
export function sendStudyTimeBeacon(minutes: number): boolean {
  const body: StudyTimeRequest = { minutes };
  return (
    typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(STUDY_TIME_URL, JSON.stringify(body))
  );
}

/**
 * Runs the study timer while a user is logged in (SPEC §4); the shell mounts it once. Options override
 * the clock and intervals (tests).
 */
export function useStudyTimer(options: Partial<StudyTimerOptions> = {}): void {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const timer = new StudyTimer({
      save: async (minutes) => {
        await apiRequest('POST', STUDY_TIME_URL, { minutes } satisfies StudyTimeRequest);
        // The total (on the user) and the minutes per day shown anywhere are now out of date.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: STUDY_TIME_QUERY_KEY }),
        ]);
      },
      saveOnLeave: sendStudyTimeBeacon,
      isVisible: () => document.visibilityState === 'visible',
      ...options,
    });
    const onVisibility = () => timer.visibilityChanged();
    const onLeave = () => timer.leave();
    timer.start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      timer.stop();
    };
    // The options are read once per session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

/** Mount once in the host's layout: `<StudyTimerRunner />`. Renders nothing. */
export function StudyTimerRunner(): null {
  useStudyTimer();
  return null;
}
