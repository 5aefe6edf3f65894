import { inkOn, mix, shade, tint } from './color';
import { cluster, decorFor } from './decor';
import { f, type Pen } from './pen';
import { groundAndInk, sceneBackground } from './scene-kit';
import { fit, SANS, textLines } from './text';
import type { Canvas, Layers, SceneMotif } from './types';

interface Block {
  x: number;
  cy: number;
  width: number;
  height: number;
  anchor: 'start' | 'middle';
  ink: string;
  subInk: string;
}

/** Headline and sub-headline fitted into a block; the headline gets about two thirds of the height. */
export function headline(p: Pen, b: Block): string {
  const sub = p.sublabel.trim();
  const main = fit(p.label.trim() || ' ', {
    maxWidth: b.width,
    maxHeight: b.height * (sub ? 0.62 : 0.9),
    maxLines: 2,
    maxSize: b.height * 0.42,
    minSize: 12,
    bold: true,
    lineHeight: 1.08,
  });
  const small = sub
    ? fit(sub, { maxWidth: b.width, maxHeight: b.height * 0.26, maxLines: 2, maxSize: main.size * 0.5, minSize: 10 })
    : { lines: [], size: 0 };
  const mainH = main.lines.length * main.size * 1.08;
  const subH = small.lines.length * small.size * 1.2;
  const gap = sub ? main.size * 0.35 : 0;
  const top = b.cy - (mainH + gap + subH) / 2;
  return (
    textLines(main.lines, b.x, top + mainH / 2, {
      size: main.size,
      fill: b.ink,
      anchor: b.anchor,
      weight: 700,
      family: SANS,
      lineHeight: 1.08,
    }) +
    (sub
      ? textLines(small.lines, b.x, top + mainH + gap + subH / 2, {
          size: small.size,
          fill: b.subInk,
          anchor: b.anchor,
          family: SANS,
          lineHeight: 1.2,
        })
      : '')
  );
}

/** Hero banner: pale ground, dark headline on the left, a still life of matching products on the right. */
export const banner: SceneMotif = {
  kind: 'scene',
  color: '#e6f6f2',
  accent: '#009f7f',
  draw(p: Pen, c: Canvas): Layers {
    const { ground, ink } = groundAndInk(p);
    const background = sceneBackground(p, c, ground, ink);
    const pieces = decorFor(`${p.label} ${p.sublabel}`);
    if (c.w / c.h < 1.3) {
      const size = c.h * 0.36;
      return {
        background:
          background +
          `<ellipse cx="${f(c.w / 2)}" cy="${f(c.h * 0.74)}" rx="${f(c.w * 0.4)}" ry="${f(size * 0.5)}" fill="${tint(ink, 0.8)}" opacity="0.5"/>`,
        foreground: cluster(p, pieces, c.w / 2, c.h * 0.7, size),
        overlay: headline(p, {
          x: c.w / 2,
          cy: c.h * 0.27,
          width: c.w * 0.84,
          height: c.h * 0.36,
          anchor: 'middle',
          ink,
          subInk: mix(ink, ground, 0.25),
        }),
      };
    }
    const size = c.h * 0.6;
    const cx = c.w * 0.77;
    const cy = c.h * 0.52;
    const disc = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(c.h * 0.46)}" fill="${tint(ink, 0.82)}" opacity="0.7"/>`;
    return {
      background: background + disc,
      foreground: cluster(p, pieces, cx, cy, size),
      overlay: headline(p, {
        x: c.w * 0.07,
        cy: c.h * 0.5,
        width: c.w * 0.5,
        height: c.h * 0.72,
        anchor: 'start',
        ink,
        subInk: mix(ink, ground, 0.25),
      }),
    };
  },
};

/** Slider offer: a bold coloured panel carrying the headline in white, products on the pale side. */
export const offer: SceneMotif = {
  kind: 'scene',
  color: '#fff3e0',
  accent: '#ef6c00',
  draw(p: Pen, c: Canvas): Layers {
    const { ground, ink, strong } = groundAndInk(p);
    const pieces = decorFor(`${p.label} ${p.sublabel}`);
    const background = sceneBackground(p, c, ground, ink);
    const stacked = c.w / c.h < 1.3;
    const edge = stacked ? c.h * 0.5 : c.w * 0.56;
    const panel = stacked
      ? `<path d="M0 0 H${f(c.w)} V${f(edge)} Q${f(c.w / 2)} ${f(edge + c.h * 0.08)} 0 ${f(edge)}Z" fill="${p.lin([
          [0, tint(strong, 0.08)],
          [1, shade(strong, 0.12)],
        ])}"/>`
      : `<path d="M0 0 H${f(edge)} C${f(edge - c.h * 0.25)} ${f(c.h * 0.35)} ${f(edge + c.h * 0.1)} ${f(c.h * 0.7)} ${f(edge - c.h * 0.12)} ${f(c.h)} H0Z" fill="${p.lin(
          [
            [0, tint(strong, 0.08)],
            [1, shade(strong, 0.15)],
          ],
        )}"/>`;
    const rings = stacked
      ? ''
      : `<circle cx="${f(edge * 0.86)}" cy="${f(c.h * 0.16)}" r="${f(c.h * 0.22)}" fill="none" stroke="#fff" stroke-width="${f(c.h * 0.02)}" opacity="0.12"/>` +
        `<circle cx="${f(c.w * 0.04)}" cy="${f(c.h * 0.92)}" r="${f(c.h * 0.16)}" fill="#fff" opacity="0.08"/>`;
    const white = inkOn(strong);
    const text = stacked
      ? headline(p, {
          x: c.w / 2,
          cy: edge / 2,
          width: c.w * 0.84,
          height: edge * 0.7,
          anchor: 'middle',
          ink: white,
          subInk: white,
        })
      : headline(p, {
          x: c.w * 0.06,
          cy: c.h / 2,
          width: edge * 0.78,
          height: c.h * 0.62,
          anchor: 'start',
          ink: white,
          subInk: tint(strong, 0.8),
        });
    const items = stacked
      ? cluster(p, pieces, c.w / 2, edge + (c.h - edge) * 0.55, (c.h - edge) * 0.6)
      : cluster(p, pieces, edge + (c.w - edge) * 0.52, c.h * 0.54, c.h * 0.55, 2);
    return { background: background + panel + rings, foreground: items, overlay: text };
  },
};
