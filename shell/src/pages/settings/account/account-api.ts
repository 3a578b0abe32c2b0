import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSession,
  ChangePasswordRequest,
  ChangePasswordResult,
  DeleteAccountRequest,
} from '@grammarpath/contracts';
import { ACCOUNT_ROUTES } from '@grammarpath/contracts';
import { apiJson, getQueryFn, throwIfResNotOk, USER_QUERY_KEY } from '@grammarpath/platform';

export const SESSIONS_QUERY_KEY = [ACCOUNT_ROUTES.sessions] as const;

/** GET /api/user/sessions: the learner's live sessions, this device first. */
export function useActiveSessions() {
  return useQuery<ActiveSession[] | null>({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: getQueryFn<ActiveSession[]>({ on401: 'throw' }),
  });
}

/** After the session of this device ended: the learner is logged out everywhere in the app. */
function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    queryClient.setQueryData(USER_QUERY_KEY, null);
  };
}

/** POST /api/user/sessions/end. Ending this device's session logs out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const forget = useForgetSession();
  return useMutation({
    mutationFn: (session: ActiveSession) =>
      apiJson<ActiveSession[]>('POST', ACCOUNT_ROUTES.endSession, { id: session.id }),
    onSuccess: (left, session) => {
      if (session.current) forget();
      else queryClient.setQueryData(SESSIONS_QUERY_KEY, left);
    },
  });
}

/** POST /api/user/password; the other sessions end, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiJson<ChangePasswordResult>('POST', ACCOUNT_ROUTES.changePassword, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** GET /api/user/export, saved as a JSON file. */
export function useDownloadData() {
  return useMutation({
    mutationFn: async (fileName: string) => {
      const response = await fetch(ACCOUNT_ROUTES.exportData, { credentials: 'include' });
      await throwIfResNotOk(response);
      const url = URL.createObjectURL(await response.blob());
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
    },
  });
}

/** POST /api/user/delete; the account and its session are gone after it. */
export function useDeleteAccount() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiJson<{ success: true }>('POST', ACCOUNT_ROUTES.deleteAccount, body),
    onSuccess: forget,
  });
}
