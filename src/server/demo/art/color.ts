/** Colour arithmetic on CSS hex strings. Everything returns `#rrggbb`, so colours can go straight into SVG. */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

/** Accepts only `#rgb`/`#rrggbb` so a stored recipe can never smuggle markup into an SVG attribute. */
export function safeColor(value: unknown): string | undefined {
  return typeof value === 'string' && HEX.test(value.trim()) ? normalise(value.trim()) : undefined;
}

function normalise(hex: string): string {
  const h = hex.slice(1).toLowerCase();
  return h.length === 3 ? `#${h[0]}${h[0]}${h[1]}${h[1]}${h[2]}${h[2]}` : `#${h}`;
}

function rgb(hex: string): Rgb {
  const h = normalise(hex);
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend: t=0 gives `a`, t=1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const shade = (c: string, t: number) => mix(c, '#000000', t);
export const tint = (c: string, t: number) => mix(c, '#ffffff', t);

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(c: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Dark ink on light colours, white on dark ones. */
export function inkOn(background: string): string {
  return luminance(background) > 0.42 ? '#1f2933' : '#ffffff';
}

/** Rotates the hue by `degrees` keeping lightness and saturation (for palettes of related shades). */
export function hueShift(c: string, degrees: number): string {
  const [r, g, b] = rgb(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return toHex([r * 255, g * 255, b * 255]);
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c2 = (1 - Math.abs(2 * l - 1)) * s;
  const x = c2 * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c2 / 2;
  const sector = Math.floor(h / 60);
  const [r1, g1, b1]: Rgb = [
    [c2, x, 0],
    [x, c2, 0],
    [0, c2, x],
    [0, x, c2],
    [x, 0, c2],
    [c2, 0, x],
  ][sector] as Rgb;
  return toHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}
