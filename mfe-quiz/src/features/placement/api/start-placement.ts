import { useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type QuizResponse } from '@grammarpath/contracts';
import type { QuizSource } from '../../../shared/play-quiz';
import { placementOptions } from './get-placement';

const { method, path } = ENDPOINTS.placement.start;

/** POST /api/placement/start: 3 questions of each level, easiest first, as a quiz of mode 'placement'. */
export function startPlacement(): Promise<QuizResponse> {
  return apiJson<QuizResponse>(method, path);
}

/** The placement quiz for the player (resumed in the tab after a reload like any quiz). */
export function usePlacementSource(): QuizSource {
  const queryClient = useQueryClient();
  return {
    key: [path],
    load: async () => {
      const quiz = await startPlacement();
      void queryClient.invalidateQueries({ queryKey: placementOptions().queryKey });
      return quiz;
    },
  };
}
