import { createContext, useContext, type ReactNode } from 'react';
import { notification } from 'antd';
import { TOASTS } from '../presentation/presentation';

/** One toast at a time (SPEC §9), shown for the default duration unless a toast asks for another. */
export const TOAST_CONFIG = { maxCount: TOASTS.limit, duration: TOASTS.defaultDurationMs / 1000 } as const;

type ToastApi = ReturnType<typeof notification.useNotification>[0];

const ToastApiContext = createContext<ToastApi | null>(null);

/** antd's notification holder for the page's toasts, in the theme around it, and its API for `useToast`. */
export function ToastHost({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  return (
    <ToastApiContext.Provider value={api}>
      {holder}
      {children}
    </ToastApiContext.Provider>
  );
}

export function useToastApi(): ToastApi {
  const api = useContext(ToastApiContext);
  if (!api) throw new Error('Toasts need the MoodThemeProvider around them');
  return api;
}
