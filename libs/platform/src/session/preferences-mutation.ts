import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { PreferencesRequest, User } from '@grammarpath/contracts';
import { apiJson } from '../api/api-client';
import { USER_QUERY_KEY } from './user-query';

/** POST /api/user/preferences; the cached user takes the new values (or the user the server answers with). */
export function useUpdatePreferences(): UseMutationResult<User | null, Error, PreferencesRequest> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PreferencesRequest) =>
      apiJson<User | null>('POST', '/api/user/preferences', preferences),
    onSuccess: (answer, preferences) => {
      queryClient.setQueryData<User | null>(USER_QUERY_KEY, (current) =>
        answer && typeof answer === 'object' && 'id' in answer
          ? answer
          : current && { ...current, ...preferences },
      );
    },
  });
}
