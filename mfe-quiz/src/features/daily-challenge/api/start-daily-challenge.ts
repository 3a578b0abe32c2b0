import { useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type QuizResponse } from '@grammarpath/contracts';
import type { QuizSource } from '../../../shared/play-quiz';
import { dailyChallengeOptions } from '../../../shared/api/get-daily-challenge';

const { method, path } = ENDPOINTS.quiz.dailyChallenge.start;

/** POST /api/daily-challenge/start: today's questions, as a quiz with mode 'daily'. */
export function startDailyChallenge(): Promise<QuizResponse> {
  return apiJson<QuizResponse>(method, path);
}

/** Today's quiz; once it starts, the challenge (its completion) is read again. */
export function useDailyChallengeSource(): QuizSource {
  const queryClient = useQueryClient();
  return {
    key: [path],
    load: async () => {
      const quiz = await startDailyChallenge();
      void queryClient.invalidateQueries({ queryKey: dailyChallengeOptions.queryKey });
      return quiz;
    },
  };
}
