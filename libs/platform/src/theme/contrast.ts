/** WCAG 2.2 AA minimum contrast for normal-size text (SC 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 2.2 AA minimum contrast for graphics such as a progress bar's fill against its track (SC 1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (rgb) {
    const [r, g, b, a = 1] = rgb.split(',').map((part) => Number(part.trim()));
    if ([r, g, b, a].every((part) => Number.isFinite(part))) return [r, g, b, a];
  }
  throw new Error(`Not a colour this check understands: ${colour}`);
}

function relativeLuminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** A translucent colour painted on an opaque background (antd's rgba fills on a surface), as `rgb(…)`. */
export function paintedOn(colour: string, background: string): string {
  const bg = parse(background);
  const [r, g, b, a] = parse(colour);
  const channel = (index: 0 | 1 | 2) => Math.round([r, g, b][index] * a + bg[index] * (1 - a));
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/**
 * The WCAG contrast ratio (1 to 21) of a text colour on an opaque background. A translucent text colour
 * (antd's rgba text tokens) is blended onto the background first, as the browser paints it.
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parse(background);
  const [r, g, b, a] = parse(foreground);
  const blended: Rgba = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a), 1];
  const [light, dark] = [relativeLuminance(blended), relativeLuminance(bg)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
