import type { ReactNode } from 'react';
import type { MoodTheme } from '@grammarpath/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { LazyCelebrationDialog } from '../celebration/lazy-celebration-dialog';
import { initI18n } from '../i18n/i18n';
import { refetchOnLanguageChange } from '../query/follow-language';
import { queryClient } from '../query/query-client';
import { MoodThemeProvider } from '../theme/mood-theme-provider';
import { CarriedToastHost } from '../toast/carried-toast-host';

/**
 * Everything a page needs around it: query cache, translations, theme, toasts and the celebration dialog.
 * Hosts render it once; `initialTheme` is the theme of a prerendered document being hydrated.
 */
export function PlatformProvider({
  children,
  initialTheme,
  bare = false,
}: {
  children: ReactNode;
  initialTheme?: MoodTheme;
  /** No element around the children: for islands inside prerendered markup. */
  bare?: boolean;
}) {
  const i18n = initI18n();
  refetchOnLanguageChange(queryClient, i18n);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MoodThemeProvider initialTheme={initialTheme} bare={bare}>
          {children}
          <LazyCelebrationDialog />
          <CarriedToastHost />
        </MoodThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
