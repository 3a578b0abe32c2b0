import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type LoginRequest, type RegisterRequest, type User } from '@grammarpath/contracts';
import { apiJson, apiRequest } from '../api/api-client';
import { serverMessageOf } from '../api/server-message';
import { PLATFORM_NAMESPACE } from '../i18n/i18n';
import { useToast } from '../toast/use-toast';
import { nameOf, USER_QUERY_KEY } from './user-query';
import { REDIRECT_AFTER_LOGOUT_MS } from '../presentation/presentation';

/** POST /api/login; on success the user is put in the cache. */
export function useLogin(): UseMutationResult<User, Error, LoginRequest> {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return useMutation({
    mutationFn: (credentials: LoginRequest) => apiJson<User>('POST', '/api/login', credentials),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: t('toast.loginSuccess.title'),
        description: t('toast.loginSuccess.description', { name: nameOf(user) }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('toast.loginFailed.title'),
        description: serverMessageOf(error) ?? t('toast.loginFailed.fallback'),
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/register; on success the user is put in the cache. */
export function useRegister(): UseMutationResult<User, Error, RegisterRequest> {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return useMutation({
    mutationFn: (registration: RegisterRequest) => apiJson<User>('POST', '/api/register', registration),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: t('toast.registerSuccess.title'),
        description: t('toast.registerSuccess.description', { name: nameOf(user) }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('toast.registerFailed.title'),
        description: serverMessageOf(error) ?? t('toast.registerFailed.fallback'),
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/logout; clears the user and every cached query, then goes to /auth after 300 ms. */
export function useLogout(): UseMutationResult<void, Error, void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({
        title: t('toast.logoutSuccess.title'),
        description: t('toast.logoutSuccess.description'),
        variant: 'success',
      });
      setTimeout(() => navigate('/auth'), REDIRECT_AFTER_LOGOUT_MS);
    },
    onError: (error) => {
      toast({
        title: t('toast.logoutFailed.title'),
        description: serverMessageOf(error) ?? error.message,
        variant: 'destructive',
      });
    },
  });
}
