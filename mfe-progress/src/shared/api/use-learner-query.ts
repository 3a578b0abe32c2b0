import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useUser } from '@grammarpath/platform';

/** A query about the logged-in learner: it runs only once there is a user. */
export function useLearnerQuery<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>) {
  const { user } = useUser();
  return useQuery({ ...options, enabled: !!user });
}
