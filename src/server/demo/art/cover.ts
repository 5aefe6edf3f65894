import { mix, shade, tint } from './color';
import { decorFor } from './decor';
import { f, type Pen } from './pen';
import { headline } from './promo';
import { groundAndInk, sceneBackground } from './scene-kit';
import { item } from './shapes';
import type { Canvas, Layers, SceneMotif } from './types';

/** A striped, scalloped shop awning across the top of the canvas. */
function awning(c: Canvas, depth: number, color: string, light: string): string {
  const count = 10;
  const sw = c.w / count;
  let out = `<rect width="${f(c.w)}" height="${f(depth * 0.28)}" fill="${shade(color, 0.25)}"/>`;
  for (let i = 0; i < count; i += 1) {
    const x = i * sw;
    out += `<path d="M${f(x)} ${f(depth * 0.28)} H${f(x + sw)} V${f(depth)} A${f(sw / 2)} ${f(sw / 2)} 0 0 1 ${f(x)} ${f(depth)}Z" fill="${i % 2 ? light : color}"/>`;
  }
  return out;
}

/** Shop cover: an awning over the shop's name, with a shelf of what it sells. */
export const cover: SceneMotif = {
  kind: 'scene',
  color: '#e6f6f2',
  accent: '#009f7f',
  draw(p: Pen, c: Canvas): Layers {
    const { ground, ink, strong } = groundAndInk(p);
    const depth = Math.min(c.h * 0.16, c.w * 0.1);
    const shelfY = c.h * 0.86;
    const pieces = decorFor(`${p.label} ${p.sublabel}`);
    const count = c.w / c.h > 1.3 ? 5 : 3;
    const size = Math.min(c.h * 0.2, (c.w / count) * 0.7);
    let goods = '';
    for (let i = 0; i < count; i += 1) {
      const [def, color] = pieces[i % pieces.length] ?? pieces[0]!;
      const x = c.w * (0.5 + (i - (count - 1) / 2) * (0.8 / count));
      goods += item(def, p, color ?? def.color, x, shelfY - size * 0.42, size / 200);
    }
    const shelf =
      `<rect x="0" y="${f(shelfY)}" width="${f(c.w)}" height="${f(c.h - shelfY)}" fill="${mix(ground, ink, 0.18)}"/>` +
      `<rect x="0" y="${f(shelfY)}" width="${f(c.w)}" height="${f(c.h * 0.018)}" fill="${tint(ink, 0.55)}"/>`;
    const textTop = depth + sw(c);
    const textBottom = shelfY - size * 0.95;
    return {
      background: sceneBackground(p, c, ground, ink) + shelf,
      foreground: awning(c, depth, strong, tint(ground, 0.75)) + goods,
      overlay: headline(p, {
        x: c.w / 2,
        cy: (textTop + textBottom) / 2,
        width: c.w * 0.8,
        height: Math.max(40, textBottom - textTop),
        anchor: 'middle',
        ink,
        subInk: mix(ink, ground, 0.3),
      }),
    };
  },
};

function sw(c: Canvas): number {
  return c.w / 20;
}
