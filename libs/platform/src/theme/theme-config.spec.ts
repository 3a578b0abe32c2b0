import { theme as antdTheme } from 'antd';
import { MOOD_THEMES } from '@grammarpath/contracts';
import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio, paintedOn } from './contrast';
import { MOOD_THEME_DEFINITIONS } from './mood-themes';
import { PRESET_COLOURS, PROGRESS_COLOUR_TOKENS, themeConfigOf } from './theme-config';

type Tokens = Record<string, string>;

function tokensOf(theme: (typeof MOOD_THEMES)[number], highContrast: boolean): Tokens {
  return antdTheme.getDesignToken(themeConfigOf(theme, highContrast)) as unknown as Tokens;
}

/** Every pairing below that is under the ratio, as "text on background = ratio". */
function failures(pairs: [string, string, string, string][], minimum: number): string[] {
  return pairs
    .map(([textName, text, backgroundName, background]) => ({
      pair: `${textName} ${text} on ${backgroundName} ${background}`,
      ratio: contrastRatio(text, background),
    }))
    .filter(({ ratio }) => ratio < minimum)
    .map(({ pair, ratio }) => `${pair} = ${ratio.toFixed(2)}`);
}

/** Body, secondary and description text: held to 7:1 in high contrast. */
const NEUTRAL_TEXT_TOKENS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextHeading',
  'colorTextLabel',
];
/** Links, tabs, text buttons and status text, with their hover and pressed shades. */
const COLOURED_TEXT_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
];
/** White text on these: primary and danger buttons (also hovered and pressed), avatars, badges. */
const FILL_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorError',
  'colorErrorHover',
  'colorErrorActive',
  'colorSuccess',
  'colorInfo',
];

describe('contrastRatio', () => {
  it('matches the WCAG figures for known pairs, blending translucent text', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // antd's default secondary text, 45 % black, is #8c8c8c on white.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(contrastRatio('#8c8c8c', '#fff'), 1);
    expect(() => contrastRatio('blue', '#fff')).toThrow('Not a colour');
  });

  it('paints a translucent colour on its background', () => {
    expect(paintedOn('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('rgb(128, 128, 128)');
    expect(paintedOn('#123456', '#ffffff')).toBe('rgb(18, 52, 86)');
  });
});

describe.each(MOOD_THEMES)('the %s theme', (theme) => {
  const gradient = MOOD_THEME_DEFINITIONS[theme].background.match(/#[0-9a-f]{6}/gi) ?? [];

  it.each([
    ['default', false, AA_TEXT_CONTRAST],
    ['high-contrast', true, 7],
  ] as const)(
    'in its %s variant has every text colour at the ratio on every surface',
    (_variant, highContrast, minimum) => {
      const tokens = tokensOf(theme, highContrast);
      const surfaces: [string, string][] = [
        ['container', tokens.colorBgContainer],
        ['layout (footer)', tokens.colorBgLayout],
        ['elevated (dialogs)', tokens.colorBgElevated],
        ...(highContrast ? [] : gradient.map((stop): [string, string] => ['page background', stop])),
      ];
      expect(gradient).toHaveLength(2);
      const on = (names: string[]) =>
        names.flatMap((name) =>
          surfaces.map(([surface, colour]): [string, string, string, string] => [
            name,
            tokens[name],
            surface,
            colour,
          ]),
        );
      expect(failures(on(NEUTRAL_TEXT_TOKENS), minimum)).toEqual([]);
      expect(failures(on(COLOURED_TEXT_TOKENS), AA_TEXT_CONTRAST)).toEqual([]);
      const fills = FILL_TOKENS.map((name): [string, string, string, string] => [
        'white text',
        tokens.colorTextLightSolid,
        name,
        tokens[name],
      ]);
      expect(failures(fills, AA_TEXT_CONTRAST)).toEqual([]);
    },
  );

  it.each([false, true])('with high contrast %s has SPEC §4 progress fills visible on their track', (hc) => {
    const tokens = tokensOf(theme, hc);
    const pairs = Object.keys(PROGRESS_COLOUR_TOKENS).flatMap((name): [string, string, string, string][] =>
      [tokens.colorBgContainer, tokens.colorBgElevated].map((surface) => [
        name,
        tokens[name],
        `track on ${surface}`,
        paintedOn(tokens.colorFillSecondary, surface),
      ]),
    );
    expect(pairs).toHaveLength(6);
    expect(failures(pairs, AA_NON_TEXT_CONTRAST)).toEqual([]);
  });

  it.each([false, true])(
    'with high contrast %s has readable Tags in every preset and status colour',
    (hc) => {
      const tokens = tokensOf(theme, hc);
      const pairs = PRESET_COLOURS.flatMap((colour): [string, string, string, string][] => [
        ['white text', tokens.colorTextLightSolid, `${colour}6 (solid)`, tokens[`${colour}6`]],
        [`${colour}7`, tokens[`${colour}7`], `${colour}1 (outlined)`, tokens[`${colour}1`]],
      ]);
      const statuses = ['Success', 'Info', 'Warning', 'Error'].map(
        (status): [string, string, string, string] => [
          `color${status}`,
          tokens[`color${status}`],
          `color${status}Bg`,
          tokens[`color${status}Bg`],
        ],
      );
      expect(failures([...pairs, ...statuses], AA_TEXT_CONTRAST)).toEqual([]);
    },
  );
});

describe('the shades themeConfigOf works out from the palettes', () => {
  it.each(MOOD_THEMES.flatMap((theme) => [false, true].map((hc) => [theme, hc] as const)))(
    '%s (high contrast %s): hovers are the pressed shades antd derives for the same seeds',
    (theme, highContrast) => {
      const { token = {} } = themeConfigOf(theme, highContrast);
      const seeds = Object.fromEntries(
        ['colorPrimary', 'colorSuccess', 'colorWarning', 'colorError', 'colorInfo'].map((name) => [
          name,
          (token as Tokens)[name],
        ]),
      );
      const derived = antdTheme.getDesignToken({ token: seeds }) as unknown as Tokens;
      for (const name of Object.keys(seeds)) {
        expect([name, (token as Tokens)[`${name}Hover`]]).toEqual([name, derived[`${name}Active`]]);
        expect([name, (token as Tokens)[`${name}TextHover`]]).toEqual([name, derived[`${name}Active`]]);
      }
      expect((token as Tokens).colorLinkHover).toBe(derived.colorPrimaryActive);
    },
  );

  it("keeps antd's preset palettes, each moved only to a darker step of its own", () => {
    const defaults = antdTheme.getDesignToken() as unknown as Tokens;
    const { token = {} } = themeConfigOf('calm', false);
    for (const colour of PRESET_COLOURS) {
      const palette = Array.from({ length: 10 }, (_, index) => defaults[`${colour}${index + 1}`]);
      const solid = (token as Tokens)[`${colour}6`];
      const text = (token as Tokens)[`${colour}7`];
      expect([colour, palette.indexOf(solid) >= 5]).toEqual([colour, true]);
      expect([colour, palette.indexOf(text) >= 6]).toEqual([colour, true]);
    }
  });
});
