import { MOOD_THEMES } from '@grammarpath/contracts';
import { MOOD_THEME_DEFINITIONS } from './mood-themes';

/** The hue (0–360°) of a #rrggbb colour. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('mood themes', () => {
  it('gives cheerful sunny yellows: its primary and its background stops are yellow, not orange', () => {
    const cheerful = MOOD_THEME_DEFINITIONS.cheerful;
    const stops = cheerful.background.match(/#[0-9a-f]{6}/gi) ?? [];
    for (const colour of [cheerful.primary, cheerful.highContrastPrimary, ...stops]) {
      expect(hueOf(colour)).toBeGreaterThanOrEqual(45);
      expect(hueOf(colour)).toBeLessThanOrEqual(60);
    }
  });

  it('tells every theme apart by its primary hue (at least 20° between any two)', () => {
    for (const a of MOOD_THEMES)
      for (const b of MOOD_THEMES) {
        if (a >= b) continue;
        const distance = hueDistance(
          hueOf(MOOD_THEME_DEFINITIONS[a].primary),
          hueOf(MOOD_THEME_DEFINITIONS[b].primary),
        );
        expect({ pair: `${a}/${b}`, far: distance >= 20 }).toEqual({ pair: `${a}/${b}`, far: true });
      }
  });
});
