import { generate } from '@ant-design/colors';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { MoodTheme } from '@grammarpath/contracts';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { MOOD_THEME_DEFINITIONS } from './mood-themes';

/** antd's preset colours (`<Tag color="gold">` and the like). */
export const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;

/** Status colours dark enough for text on their light backgrounds and for white text on them. */
const STATUS_COLOURS = {
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorError: '#cf1322',
  colorInfo: '#0958d9',
} as const;

/** antd's own light status backgrounds (derived from the darker seeds above they would turn grey). */
const STATUS_BACKGROUNDS = {
  colorSuccessBg: '#f6ffed',
  colorWarningBg: '#fffbe6',
  colorErrorBg: '#fff2f0',
  colorInfoBg: '#e6f4ff',
} as const;

/**
 * SPEC §4 progress colours as design tokens (green at 80 or more, yellow at 50 or more, otherwise blue),
 * each at least 3:1 against the bar's track in every theme (WCAG 1.4.11); antd's own green, gold and blue
 * fall below it. Read through `useProgressColour` (ui/progress-colour.ts).
 */
export const PROGRESS_COLOUR_TOKENS = {
  colorProgressGreen: '#237804',
  colorProgressYellow: '#876800',
  colorProgressBlue: '#0958d9',
} as const;

type Tokens = Record<string, string>;

let presetPalettes: Tokens | undefined;

/**
 * antd paints a solid Tag as white on palette step 6 and an outlined or filled one as step 7 on step 1; in
 * the default palettes several (gold, green, orange, cyan, blue, …) fall below 4.5:1 there. Each moves to the
 * first darker step of its own palette that reaches it.
 */
function accessiblePresetPalettes(): Tokens {
  if (presetPalettes) return presetPalettes;
  const tokens: Tokens = {};
  for (const colour of PRESET_COLOURS) {
    const palette = generate(antdTheme.defaultSeed[colour]);
    const step = (n: number) => palette[n - 1];
    const from = (n: number) => Array.from({ length: 11 - n }, (_, index) => step(n + index));
    const solid = from(6).find((shade) => contrastRatio('#ffffff', shade) >= AA_TEXT_CONTRAST) ?? step(10);
    const text = from(7).find((shade) => contrastRatio(shade, step(1)) >= AA_TEXT_CONTRAST) ?? step(10);
    Object.assign(tokens, {
      [`${colour}6`]: solid,
      [`${colour}-6`]: solid,
      [`${colour}7`]: text,
      [`${colour}-7`]: text,
    });
  }
  presetPalettes = tokens;
  return tokens;
}

/** antd's pressed shade of a seed colour (its `color…Active` token): step 7 of the colour's palette. */
const pressedShadeOf = (seed: string) => generate(seed)[6];

/**
 * antd lightens a colour on hover, which would drop white text on a hovered button (and a hovered link)
 * below 4.5:1; hover darkens instead, to the pressed shade. Worked out from the palettes directly: deriving
 * antd's whole token set for it is most of a theme switch's work.
 */
function darkerHovers(seed: Tokens): Tokens {
  const tokens: Tokens = { colorLinkHover: pressedShadeOf(seed.colorPrimary) };
  for (const name of ['colorPrimary', ...Object.keys(STATUS_COLOURS)]) {
    tokens[`${name}Hover`] = pressedShadeOf(seed[name]);
    tokens[`${name}TextHover`] = pressedShadeOf(seed[name]);
  }
  return tokens;
}

/**
 * The class antd's theme variables are set on, the same for every root: a prerendered page's islands then
 * share one set of variables instead of one per island (antd would key each by its React id).
 */
export const THEME_CSS_VAR_CLASS = 'css-var-gp';

/**
 * antd design tokens for a mood theme, optionally in its high-contrast variant; every text pairing meets AA.
 * Class names carry no hash, so that the build-time stylesheet and styles generated at run time (the
 * prerender's) select the same elements; `zeroRuntime` leaves the styles to that stylesheet.
 */
export function themeConfigOf(theme: MoodTheme, highContrast: boolean, zeroRuntime = false): ThemeConfig {
  const styles = { hashed: false, zeroRuntime, cssVar: { key: THEME_CSS_VAR_CLASS } };
  const definition = MOOD_THEME_DEFINITIONS[theme];
  const primary = highContrast ? definition.highContrastPrimary : definition.primary;
  const seed = { ...STATUS_COLOURS, colorPrimary: primary, colorLink: primary };
  const accessible = {
    ...seed,
    ...STATUS_BACKGROUNDS,
    ...accessiblePresetPalettes(),
    ...darkerHovers(seed),
    ...PROGRESS_COLOUR_TOKENS,
    borderRadius: 8,
  };
  if (!highContrast) {
    // antd's default tertiary and description text (45 % black) is 3.4:1 on white; 60 % black is 5.7:1.
    return { ...styles, token: { ...accessible, colorTextTertiary: 'rgba(0, 0, 0, 0.6)' } };
  }
  return {
    ...styles,
    token: {
      ...accessible,
      colorText: '#000000',
      colorTextSecondary: '#1f1f1f',
      colorTextTertiary: '#262626',
      colorBorder: '#000000',
      colorBorderSecondary: '#434343',
      colorBgLayout: '#ffffff',
      lineWidth: 2,
    },
  };
}
