import { createElement, useCallback } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { TOASTS } from '../presentation/presentation';
import { noteToast } from './carried-toast';
import { useToastApi } from './toast-host';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

const openerOf = { default: 'info', success: 'success', destructive: 'error', warning: 'warning' } as const;

/** antd's icon of each kind, decorative (the title says it; antd's own carries an English name). */
const ICONS = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
} as const;

/** Shows toasts through the page's notification holder (ToastHost). */
export function useToast(): { toast: (options: ToastOptions) => void } {
  const notification = useToastApi();
  const toast = useCallback(
    ({ title, description, variant = 'default', durationMs = TOASTS.defaultDurationMs }: ToastOptions) => {
      const type = openerOf[variant];
      noteToast({ title, description, variant, durationMs });
      notification[type]({
        title,
        description,
        duration: durationMs / 1000,
        icon: createElement(ICONS[type], { 'aria-hidden': true }),
        // A custom icon loses antd's colour class for its kind: given back here.
        classNames: { icon: `ant-notification-notice-icon-${type}` },
      });
    },
    [notification],
  );
  return { toast };
}
