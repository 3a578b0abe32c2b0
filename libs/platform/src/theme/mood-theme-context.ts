import { createContext, useContext } from 'react';
import { DEFAULT_THEME, type MoodTheme } from '@grammarpath/contracts';
import { MOOD_THEME_DEFINITIONS, type MoodThemeDefinition } from './mood-themes';

export interface MoodThemeState {
  theme: MoodTheme;
  definition: MoodThemeDefinition;
  highContrast: boolean;
  setTheme: (theme: MoodTheme) => void;
}

export const MoodThemeContext = createContext<MoodThemeState>({
  theme: DEFAULT_THEME,
  definition: MOOD_THEME_DEFINITIONS[DEFAULT_THEME],
  highContrast: false,
  setTheme: () => undefined,
});

export function useMoodTheme(): MoodThemeState {
  return useContext(MoodThemeContext);
}
