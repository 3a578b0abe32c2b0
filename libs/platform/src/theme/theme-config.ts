import type { ThemeConfig } from 'antd';
import type { MoodTheme } from '@grammarpath/contracts';
import { MOOD_THEME_DEFINITIONS } from './mood-themes';

/** antd design tokens for a mood theme, optionally in its high-contrast variant. */
export function themeConfigOf(theme: MoodTheme, highContrast: boolean): ThemeConfig {
  const definition = MOOD_THEME_DEFINITIONS[theme];
  if (!highContrast) {
    return { token: { colorPrimary: definition.primary, colorLink: definition.primary, borderRadius: 8 } };
  }
  return {
    token: {
      colorPrimary: definition.highContrastPrimary,
      colorLink: definition.highContrastPrimary,
      colorText: '#000000',
      colorTextSecondary: '#1f1f1f',
      colorTextTertiary: '#262626',
      colorBorder: '#000000',
      colorBorderSecondary: '#434343',
      colorBgLayout: '#ffffff',
      borderRadius: 8,
      lineWidth: 2,
    },
  };
}
