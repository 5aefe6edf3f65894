import { inkOn, luminance, shade, tint } from './color';
import { f, hash, type Pen } from './pen';
import { groundAndInk, initials } from './scene-kit';
import { fit, fitText, SANS, textLines } from './text';
import type { Canvas, Layers, SceneMotif } from './types';

/** The round or square badge with initials; `r` is half its size. */
function mark(p: Pen, cx: number, cy: number, r: number, brand: string, paper: string): Layers {
  // Round or square is a property of the brand (same label, same shape); odd variants swap it.
  const round = (hash(p.label) + p.variant) % 2 === 0;
  const text = initials(p.label) || '•';
  const fill = p.body(brand, 0.12);
  const ink = luminance(paper) > 0.55 && Math.abs(luminance(paper) - luminance(brand)) > 0.3 ? paper : inkOn(brand);
  const shape = round
    ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.86)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.03)}" opacity="0.55"/>`
    : `<rect x="${f(cx - r)}" y="${f(cy - r)}" width="${f(r * 2)}" height="${f(r * 2)}" rx="${f(r * 0.28)}" fill="${fill}"/><rect x="${f(cx - r * 0.84)}" y="${f(cy - r * 0.84)}" width="${f(r * 1.68)}" height="${f(r * 1.68)}" rx="${f(r * 0.2)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.03)}" opacity="0.55"/>`;
  const letters = Array.from(text).length;
  const overlay = fitText(
    text,
    cx,
    cy,
    {
      maxWidth: r * 1.3,
      maxHeight: r * 1.1,
      maxLines: 1,
      maxSize: r * (letters === 1 ? 1.1 : letters === 2 ? 0.82 : 0.6),
    },
    { fill: ink, weight: 700, family: SANS, spacing: letters > 1 ? r * 0.02 : 0 },
  );
  const gloss = `<path d="M${f(cx - r * 0.7)} ${f(cy - r * 0.55)} A${f(r)} ${f(r)} 0 0 1 ${f(cx + r * 0.3)} ${f(cy - r * 0.92)}" stroke="#fff" stroke-width="${f(r * 0.06)}" stroke-linecap="round" fill="none" opacity="0.3"/>`;
  return { background: '', foreground: shape + gloss, overlay };
}

/**
 * Brand marks. Square pictures get the badge alone; wide ones get a wordmark (badge + name) when the label
 * is a name, or the badge on a patterned ground when it is only initials.
 */
export const logo: SceneMotif = {
  kind: 'scene',
  color: '#009f7f',
  accent: '#ffffff',
  draw(p: Pen, c: Canvas): Layers {
    const lighterFirst = luminance(p.main) > luminance(p.accent) + 0.3;
    const brand = lighterFirst ? p.accent : p.main;
    const paper = lighterFirst ? p.main : p.accent;
    const ground = luminance(paper) > 0.85 ? paper : tint(paper, 0.6);
    const wide = c.w / c.h > 1.3;
    const name = p.label.trim();
    const background = `<rect width="${f(c.w)}" height="${f(c.h)}" fill="${p.lin([
      [0, tint(ground, 0.4)],
      [1, ground],
    ])}"/>`;
    if (wide && Array.from(name).length > 3) {
      const r = c.h * 0.3;
      const badge = mark(p, c.w * 0.08 + r, c.h / 2, r, brand, paper);
      const ink = groundAndInk(p.with(shade(brand, 0.1), { accent: ground })).ink;
      const left = c.w * 0.08 + r * 2 + c.w * 0.04;
      const { lines, size } = fit(name, {
        maxWidth: c.w - left - c.w * 0.06,
        maxHeight: c.h * 0.6,
        maxLines: 1,
        maxSize: c.h * 0.42,
        bold: true,
      });
      return {
        background,
        foreground: badge.foreground,
        overlay: badge.overlay + textLines(lines, left, c.h / 2, { size, fill: ink, anchor: 'start', weight: 700 }),
      };
    }
    const r = Math.min(c.w, c.h) * 0.34;
    const badge = mark(p, c.w / 2, c.h / 2, r, brand, paper);
    let deco = '';
    if (wide) {
      const { ground: g, ink } = groundAndInk(p);
      deco = `<rect width="${f(c.w)}" height="${f(c.h)}" fill="${g}"/>`;
      for (let x = 40; x < c.w; x += 80) {
        deco += `<circle cx="${x}" cy="${f(c.h / 2)}" r="${f(c.h * 0.7)}" fill="none" stroke="${ink}" stroke-width="1.5" opacity="0.05"/>`;
      }
    }
    return { background: wide ? deco : background, foreground: badge.foreground, overlay: badge.overlay };
  },
};
