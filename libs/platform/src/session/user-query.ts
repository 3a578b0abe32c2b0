import { useQuery } from '@tanstack/react-query';
import type { User } from '@grammarpath/contracts';
import { getQueryFn } from '../api/api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

export interface UserState {
  user: User | null;
  isLoading: boolean;
  error: Error | null;
}

/** The current user: null when logged out (GET /api/user answers 401), undefined while loading. */
export function useUser(): UserState {
  const { data, isLoading, error } = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  return { user: data ?? null, isLoading, error };
}

/** The name a person is greeted by: the display name, else the username. */
export function nameOf(user: Pick<User, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username;
}

/** Up to two initials for the avatar. */
export function initialsOf(user: Pick<User, 'displayName' | 'username'>): string {
  const words = nameOf(user).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : nameOf(user).slice(0, 2);
  return letters.toUpperCase();
}
