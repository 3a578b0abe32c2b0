import { useQuery } from '@tanstack/react-query';
import type { DailyChallengeView } from '@grammarpath/contracts';
import { fetchDailyChallenge, QUIZ_API, startDailyChallenge } from '../../quiz/api/quiz-api';
import type { QuizSource } from '../../quiz/hooks/use-quiz-api';

export const DAILY_CHALLENGE_KEY = [QUIZ_API.dailyChallenge] as const;

/** Today's challenge: the same for every learner, with this learner's completion. */
export function useDailyChallenge() {
  return useQuery<DailyChallengeView>({ queryKey: DAILY_CHALLENGE_KEY, queryFn: fetchDailyChallenge });
}

export const dailyChallengeSource: QuizSource = {
  key: [QUIZ_API.dailyChallengeStart],
  load: startDailyChallenge,
};
