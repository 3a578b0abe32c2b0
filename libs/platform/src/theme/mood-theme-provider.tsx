import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, type MoodTheme } from '@grammarpath/contracts';
import { apiRequest } from '../api/api-client';
import { pageHasAntdStylesheet } from './antd-stylesheet';
import { useAntdLocale } from '../i18n/antd-locale';
import { PLATFORM_NAMESPACE } from '../i18n/i18n';
import { useUser } from '../session/user-query';
import { iconConfigOf } from './decorative-icons';
import { MoodThemeContext } from './mood-theme-context';
import { mirrorThemeInCookie, MOOD_THEME_DEFINITIONS, readSavedTheme, saveTheme } from './mood-themes';
import { ToastHost } from '../toast/toast-host';
import { passwordToggleIcon } from './password-toggle-icon';
import { THEME_CSS_VAR_CLASS, themeConfigOf } from './theme-config';

const noSubscription = () => () => {};

/** The page's root element: the theme's variables and its text style (the shell's frame.css) apply inside. */
const APP_ROOT_CLASS = 'gp-app';

/**
 * Applies the mood theme through antd tokens, on the page's root element, and hosts the toasts.
 * Choosing a theme saves it locally and, when logged in, on the server (failures only logged).
 * `initialTheme` is the theme a prerendered document was rendered in: hydration uses it, then the saved
 * choice applies if it differs.
 */
export function MoodThemeProvider({
  children,
  initialTheme,
  bare = false,
}: {
  children: ReactNode;
  initialTheme?: MoodTheme;
  /** No root element: for islands inside prerendered markup. */
  bare?: boolean;
}) {
  const { user } = useUser();
  const [chosen, setChosen] = useState<MoodTheme | null>(null);
  // The saved theme; while hydrating, the one the markup was rendered in.
  const saved = useSyncExternalStore(
    noSubscription,
    () => readSavedTheme(initialTheme),
    () => initialTheme ?? DEFAULT_THEME,
  );
  const theme = chosen ?? saved;
  const highContrast = user?.preferHighContrast ?? false;
  const loggedIn = user !== null;
  useEffect(() => mirrorThemeInCookie(theme), [theme]);

  const setTheme = useCallback(
    (next: MoodTheme) => {
      setChosen(next);
      saveTheme(next);
      if (loggedIn) {
        apiRequest('POST', '/api/theme', { theme: next }).catch((error: unknown) =>
          console.error('Saving the theme failed', error),
        );
      }
    },
    [loggedIn],
  );

  const state = useMemo(
    () => ({ theme, definition: MOOD_THEME_DEFINITIONS[theme], highContrast, setTheme }),
    [theme, highContrast, setTheme],
  );
  // antd reads this once per component: it must not change while the page lives.
  const [zeroRuntime] = useState(pageHasAntdStylesheet);
  const config = useMemo(
    () => themeConfigOf(theme, highContrast, zeroRuntime),
    [theme, highContrast, zeroRuntime],
  );
  const locale = useAntdLocale();
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const moreTabs = t('a11y.moreTabs');
  const icons = useMemo(() => iconConfigOf(moreTabs), [moreTabs]);

  return (
    <MoodThemeContext.Provider value={state}>
      <ConfigProvider
        theme={config}
        locale={locale}
        inputPassword={{ iconRender: passwordToggleIcon }}
        {...icons}
      >
        <ToastHost>
          {bare ? children : <div className={`${APP_ROOT_CLASS} ${THEME_CSS_VAR_CLASS}`}>{children}</div>}
        </ToastHost>
      </ConfigProvider>
    </MoodThemeContext.Provider>
  );
}
