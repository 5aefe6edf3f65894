import { shade, tint } from './color';
import type { Pen } from './pen';

export type Weave = 'stripes' | 'dots' | 'check' | 'knit' | 'denim';

/** Marks of each weave over the whole 200×200 drawing box. */
function marks(kind: Weave, color: string): string {
  const light = tint(color, 0.55);
  const dark = shade(color, 0.3);
  let d = '';
  switch (kind) {
    case 'stripes':
      for (let y = 0; y < 200; y += 18) d += `M0 ${y}h200v7h-200z`;
      return `<path d="${d}" fill="${light}" fill-opacity="0.85"/>`;
    case 'dots':
      for (let y = 10; y < 200; y += 20) {
        for (let x = (y / 10) % 4 === 1 ? 10 : 20; x < 200; x += 20)
          d += `M${x - 3.2} ${y}a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0 -6.4 0`;
      }
      return `<path d="${d}" fill="${light}"/>`;
    case 'check': {
      let h = '';
      for (let v = 0; v < 200; v += 20) {
        d += `M${v} 0h10v200h-10z`;
        h += `M0 ${v}h200v10h-200z`;
      }
      return `<path d="${d}" fill="${light}" fill-opacity="0.35"/><path d="${h}" fill="${light}" fill-opacity="0.35"/>`;
    }
    case 'knit':
      for (let y = 2; y < 200; y += 12) {
        d += `M0 ${y}`;
        for (let x = 0; x < 200; x += 12) d += `L${x + 6} ${y + 6}L${x + 12} ${y}`;
      }
      return `<path d="${d}" stroke="${dark}" stroke-width="1.6" stroke-opacity="0.35" fill="none"/>`;
    default:
      for (let k = -200; k < 200; k += 6) d += `M${k} 200L${k + 200} 0`;
      return `<path d="${d}" stroke="${light}" stroke-width="1" stroke-opacity="0.35"/>`;
  }
}

/**
 * A fabric pattern laid over the garment outline `d`. Drawn as plain marks under a clip path: an SVG
 * `<pattern>` with small tiles costs librsvg about ten times more.
 */
export function weave(p: Pen, kind: Weave, color: string, d: string, rule = ''): string {
  const id = p.id();
  p.def(`<clipPath id="${id}"><path d="${d}"${rule ? ` clip-rule="${rule}"` : ''}/></clipPath>`);
  return `<g clip-path="url(#${id})">${marks(kind, color)}</g>`;
}

/** Top stitching along a path. */
export function stitch(d: string, color: string, width = 1.6): string {
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-dasharray="4 3" fill="none" opacity="0.8"/>`;
}

/** A soft fold: a darker streak that gives flat garments some volume. */
export function fold(d: string, color: string, width = 6): string {
  return `<path d="${d}" stroke="${shade(color, 0.25)}" stroke-width="${width}" stroke-linecap="round" fill="none" opacity="0.22"/>`;
}

/** Draws a garment outline with its fabric, an optional pattern over it and a soft top light. */
export function garment(p: Pen, d: string, color: string, pattern?: Weave | false, patternColor = color): string {
  return (
    `<path d="${d}" fill="${p.body(color, 0.1)}"/>` +
    (pattern ? weave(p, pattern, patternColor, d) : '') +
    `<path d="${d}" fill="none" stroke="${shade(color, 0.25)}" stroke-width="1.5" stroke-linejoin="round"/>`
  );
}
