import { useCallback } from 'react';
import { App } from 'antd';
import { TOASTS } from '@grammarpath/contracts';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

/** The toast config the host's antd `App` gets: one toast at a time (SPEC §9). */
export const TOAST_CONFIG = { maxCount: TOASTS.limit, duration: TOASTS.defaultDurationMs / 1000 } as const;

const openerOf = { default: 'info', success: 'success', destructive: 'error', warning: 'warning' } as const;

/** Shows toasts through the host's antd `App` notification instance. */
export function useToast(): { toast: (options: ToastOptions) => void } {
  const { notification } = App.useApp();
  const toast = useCallback(
    ({ title, description, variant = 'default', durationMs = TOASTS.defaultDurationMs }: ToastOptions) => {
      notification[openerOf[variant]]({ title, description, duration: durationMs / 1000 });
    },
    [notification],
  );
  return { toast };
}
