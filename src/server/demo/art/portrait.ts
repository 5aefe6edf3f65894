import { shade, tint } from './color';
import { f, hash, place, type Pen } from './pen';
import { groundAndInk, sceneBackground } from './scene-kit';
import { blob } from './shapes';
import type { Canvas, Layers, SceneMotif } from './types';

const SKIN = ['#f3d2b8', '#e8b995', '#c98e66', '#a8704a', '#7a4e33', '#5a3825'];
const HAIR = ['#2b211c', '#4a3326', '#7a5230', '#b07a45', '#d9b47a', '#8c8c8c', '#1c1c1c'];

function hair(style: number, color: string, p: Pen): { back: string; front: string } {
  const fill = p.body(color, 0.15);
  switch (style % 5) {
    case 0: // short
      return {
        back: '',
        front: `<path d="M64 80 C60 44 82 34 102 34 C124 34 142 46 138 80 C134 66 126 58 112 56 C96 62 80 62 70 58 C66 64 66 72 64 80Z" fill="${fill}"/>`,
      };
    case 1: // long
      return {
        back: `<path d="M58 84 C52 40 80 30 100 30 C124 30 150 42 144 88 L150 150 C132 160 68 160 50 150Z" fill="${fill}"/>`,
        front: `<path d="M64 84 C62 48 84 36 102 36 C122 36 140 48 138 84 C130 66 118 58 100 54 C90 64 76 72 64 84Z" fill="${fill}"/>`,
      };
    case 2: // bun
      return {
        back: `<circle cx="100" cy="32" r="18" fill="${fill}"/>`,
        front: `<path d="M64 82 C60 48 82 40 100 40 C120 40 142 48 136 82 C128 64 114 56 100 56 C86 56 72 64 64 82Z" fill="${fill}"/>`,
      };
    case 3: // curls
      return {
        back: `<path d="${blob(100, 66, 56, 52, 11, 0.08, 0.2)}" fill="${fill}"/>`,
        front: `<path d="${blob(100, 44, 40, 16, 7, 0.18, 0.5)}" fill="${shade(color, 0.04)}"/>`,
      };
    default: // cropped with beard
      return {
        back: '',
        front:
          `<path d="M66 70 C64 46 82 38 100 38 C120 38 138 46 136 70 C128 58 114 54 100 54 C86 54 74 58 66 70Z" fill="${fill}"/>` +
          `<path d="M66 88 C68 120 84 130 100 130 C116 130 132 120 134 88 C128 104 120 110 100 110 C80 110 72 104 66 88Z" fill="${fill}"/>`,
      };
  }
}

/** Head and shoulders in a 200×200 box, shoulders resting on the bottom edge. */
function bust(p: Pen): string {
  const seed = hash(`${p.main}${p.accent}`) + p.variant;
  const skin = SKIN[seed % SKIN.length] as string;
  const skinIndex = seed % SKIN.length;
  // Dark hair on dark skin would vanish: deeper skin tones get black hair.
  const hairColor = (skinIndex >= 3 ? '#17120f' : HAIR[(seed >>> 3) % HAIR.length]) as string;
  const style = (seed >>> 6) + p.variant;
  const { back, front } = hair(style, hairColor, p);
  const cloth = p.main;
  return (
    back +
    `<path d="M86 112 L114 112 L116 146 L84 146Z" fill="${shade(skin, 0.15)}"/>` +
    `<path d="M14 200 C16 162 44 142 78 136 C88 150 112 150 122 136 C156 142 184 162 186 200Z" fill="${p.body(cloth, 0.15)}"/>` +
    `<path d="M78 136 C86 156 114 156 122 136 L114 134 C108 146 92 146 86 134Z" fill="${shade(cloth, 0.25)}"/>` +
    `<ellipse cx="64" cy="86" rx="6" ry="10" fill="${shade(skin, 0.06)}"/><ellipse cx="136" cy="86" rx="6" ry="10" fill="${shade(skin, 0.06)}"/>` +
    `<ellipse cx="100" cy="80" rx="36" ry="44" fill="${p.body(skin, 0.1)}"/>` +
    front +
    `<ellipse cx="86" cy="70" rx="12" ry="8" fill="${tint(skin, 0.5)}" opacity="0.12"/>`
  );
}

/** A stylised author photo: a faceless bust on a soft patterned ground (no real person is depicted). */
export const portrait: SceneMotif = {
  kind: 'scene',
  color: '#5d4037',
  accent: '#d7ccc8',
  draw(p: Pen, c: Canvas): Layers {
    const { ground, ink } = groundAndInk(p);
    const background = sceneBackground(p, c, ground, ink);
    // Framed like a head-and-shoulders photo: the shoulders may run off the sides.
    const scale = Math.min((c.h * 0.92) / 200, (c.w * 1.25) / 200);
    const art = place(`<g transform="translate(-100 -200)">${bust(p)}</g>`, c.w / 2, c.h, scale);
    const ring = `<circle cx="${f(c.w / 2)}" cy="${f(c.h - 116 * scale)}" r="${f(80 * scale)}" fill="${tint(ink, 0.85)}" opacity="0.6"/>`;
    return { background: background + ring, foreground: art };
  },
};
