import { pale, texture } from './backdrop';
import { luminance, mix, shade, tint } from './color';
import { f, type Pen } from './pen';
import type { Canvas } from './types';

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * Splits the recipe's two colours into a pale ground and a dark ink, whichever order the content gives
 * them in (covers list the pale colour first, logos the strong one), then darkens the ink until text on
 * the ground passes WCAG AA contrast. `strong` is the brand colour itself, for panels carrying white text.
 */
export function groundAndInk(p: Pen): { ground: string; ink: string; strong: string } {
  const lighterFirst = luminance(p.main) >= luminance(p.accent);
  let ground = lighterFirst ? p.main : p.accent;
  const strong = lighterFirst ? p.accent : p.main;
  let ink = strong;
  if (luminance(ground) < 0.6) ground = pale(ground, 0.72);
  for (let i = 0; i < 12 && contrast(ground, ink) < 4.6; i += 1) ink = shade(ink, 0.12);
  return { ground, ink, strong: luminance(strong) > 0.3 ? shade(strong, 0.25) : strong };
}

/** Pale gradient ground with a few large soft circles and a faint dotted texture. */
export function sceneBackground(p: Pen, c: Canvas, ground: string, ink: string): string {
  const fill = p.lin(
    [
      [0, tint(ground, 0.35)],
      [1, mix(ground, ink, 0.08)],
    ],
    0,
    0,
    0,
    1,
  );
  const r = Math.max(c.w, c.h);
  return (
    `<rect width="${f(c.w)}" height="${f(c.h)}" fill="${fill}"/>` +
    texture('dots', c.w, c.h, ink, 30) +
    `<circle cx="${f(c.w * 0.92)}" cy="${f(c.h * 0.1)}" r="${f(r * 0.28)}" fill="${ink}" opacity="0.06"/>` +
    `<circle cx="${f(c.w * 0.06)}" cy="${f(c.h * 0.96)}" r="${f(r * 0.18)}" fill="${ink}" opacity="0.05"/>` +
    `<circle cx="${f(c.w * p.between(0.35, 0.6))}" cy="${f(c.h * 1.05)}" r="${f(r * 0.12)}" fill="#fff" opacity="0.35"/>`
  );
}

/** Up to three letters for a brand mark: short labels as given, otherwise the initials of the first words. */
export function initials(label: string): string {
  const clean = label.trim();
  if (!clean) return '';
  if (Array.from(clean).length <= 3) return clean.toUpperCase();
  const words = clean.split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? words.slice(0, 2) : words.slice(0, 1)).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase();
}
