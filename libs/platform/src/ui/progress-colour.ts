import { theme } from 'antd';
import { PROGRESS_COLOUR_THRESHOLDS } from '@grammarpath/contracts';
import { PROGRESS_COLOUR_TOKENS } from '../theme/theme-config';

/** SPEC §4: green at 80 or more, yellow at 50 or more, otherwise blue. */
export type ProgressColour = 'green' | 'yellow' | 'blue';

/** The SPEC §4 colour of a progress percentage (thresholds from contracts). */
export function progressColourOf(percent: number): ProgressColour {
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.green) return 'green';
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.yellow) return 'yellow';
  return 'blue';
}

const TOKEN_OF: Record<ProgressColour, keyof typeof PROGRESS_COLOUR_TOKENS> = {
  green: 'colorProgressGreen',
  yellow: 'colorProgressYellow',
  blue: 'colorProgressBlue',
};

/** The theme's colour for a SPEC §4 progress colour (the token's default outside a themed tree). */
export function useProgressColour(colour: ProgressColour): string {
  const { token } = theme.useToken();
  const name = TOKEN_OF[colour];
  return (token as unknown as Partial<Record<string, string>>)[name] ?? PROGRESS_COLOUR_TOKENS[name];
}
