import { inkOn, shade } from './color';
import { f, type Pen } from './pen';
import { fitText, SANS } from './text';

export interface LabelOptions {
  /** Panel colour; the text colour follows from it. */
  fill?: string;
  /** Text colour when the panel is light (defaults to a deep shade of the main colour). */
  ink?: string;
  radius?: number;
  maxLines?: number;
  /** Draw the panel only (for motifs whose label is the whole face). */
  plain?: boolean;
}

/**
 * A product label: a panel with the recipe's `label` fitted inside (wrapped onto up to two lines). Without
 * a label it carries a small emblem instead, so the pack never looks blank.
 */
export function labelPanel(p: Pen, x: number, y: number, w: number, h: number, options: LabelOptions = {}): string {
  const fill = options.fill ?? '#fbf7ef';
  const light = inkOn(fill) !== '#ffffff';
  const ink = light ? (options.ink ?? shade(p.main, 0.45)) : '#ffffff';
  const panel = options.plain
    ? ''
    : `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(options.radius ?? 6)}" fill="${fill}"/>`;
  const cx = x + w / 2;
  const cy = y + h / 2;
  if (!p.label.trim()) {
    const r = Math.min(w, h) * 0.22;
    return (
      panel +
      `<circle cx="${f(cx)}" cy="${f(cy - r * 0.2)}" r="${f(r)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.22)}" opacity="0.8"/>` +
      `<path d="M${f(cx - w * 0.3)} ${f(cy + r * 1.5)} H${f(cx + w * 0.3)}" stroke="${ink}" stroke-width="${f(Math.max(1.5, h * 0.05))}" stroke-linecap="round" opacity="0.5"/>`
    );
  }
  return (
    panel +
    fitText(
      p.label,
      cx,
      cy,
      { maxWidth: w * 0.84, maxHeight: h * 0.78, maxLines: options.maxLines ?? 2, maxSize: h * 0.42, minSize: 5 },
      { fill: ink, weight: 700, family: SANS },
    )
  );
}
