import type { ArtSpec } from '../art-spec';
import { backdrop } from './backdrop';
import { safeColor, shade } from './color';
import { f, Pen, place, Sheet } from './pen';
import { motifs } from './registry';
import type { Canvas, Layers } from './types';

export const RATIOS: Record<NonNullable<ArtSpec['shape']>, number> = {
  square: 1,
  wide: 16 / 9,
  banner: 3,
  portrait: 3 / 4,
};

export interface Composition extends Layers {
  canvas: Canvas;
  defs: string[];
  /** Colour of the soft shadow under the foreground. */
  shadow: string;
}

/** Turns a recipe into SVG layers on an 800-unit-wide canvas. Pure and deterministic. */
export function compose(spec: ArtSpec): Composition {
  const canvas: Canvas = { w: 800, h: 800 / (RATIOS[spec.shape ?? 'square'] ?? 1) };
  const def = motifs[spec.motif] ?? motifs.box;
  const colors = Array.isArray(spec.colors) ? spec.colors : [];
  const given = [safeColor(colors[0]), safeColor(colors[1])];
  const variant = Number.isFinite(spec.variant) ? Math.abs(Math.trunc(spec.variant as number)) : 0;
  const sheet = new Sheet();
  const label = typeof spec.label === 'string' ? spec.label.slice(0, 120) : '';
  const sublabel = typeof spec.sublabel === 'string' ? spec.sublabel.slice(0, 120) : '';
  const seed = JSON.stringify([spec.motif, given, variant, label, sublabel, spec.shape ?? 'square']);

  if (def.kind === 'scene') {
    const main = given[0] ?? def.color;
    const accent = given[1] ?? def.accent;
    const pen = new Pen(sheet, { main, accent, variant, seed, label, sublabel });
    return { ...def.draw(pen, canvas), canvas, defs: sheet.defs, shadow: shade(accent, 0.5) };
  }

  const main = given[0] ?? def.color;
  const base = given[1] ?? def.backdrop ?? main;
  const pen = new Pen(sheet, { main, accent: base, variant, seed, label, sublabel });
  const background = backdrop(pen, canvas, base);
  const size = Math.min(canvas.w, canvas.h) * 0.74;
  const tilt = def.tilt ? pen.between(-def.tilt, def.tilt) : 0;
  const drawing = def.draw(pen);
  const foreground = place(
    `<g transform="translate(-100 -100)">${drawing}</g>`,
    canvas.w / 2,
    canvas.h / 2,
    size / 200,
    tilt,
  );
  return { background, foreground, canvas, defs: sheet.defs, shadow: shade(base, 0.55) };
}

/** One SVG document drawn at `width`×`height` pixels; the viewBox keeps the logical canvas. */
export function svgDocument(width: number, height: number, c: Composition, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" ` +
    `height="${height}" viewBox="0 0 ${f(c.canvas.w)} ${f(c.canvas.h)}" preserveAspectRatio="none">` +
    `<defs>${c.defs.join('')}</defs>${body}</svg>`
  );
}
