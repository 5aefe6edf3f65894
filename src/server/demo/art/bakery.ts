import { shade, tint } from './color';
import { f, shine, type Pen } from './pen';
import { blob, speckles } from './shapes';
import { object } from './types';

const SCORE = '#f0d7a2';

function flour(p: Pen, cx: number, cy: number, rx: number, ry: number, count = 18): string {
  return speckles(
    p,
    cx,
    cy,
    rx,
    ry,
    count,
    (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(p.between(0.8, 1.8))}" fill="#fff" opacity="0.5"/>`,
  );
}

const bread = object(
  '#c4813a',
  (p) => {
    if (p.odd) {
      return (
        `<path d="M22 130 C22 74 62 44 100 44 C138 44 178 74 178 130 C178 162 140 172 100 172 C60 172 22 162 22 130Z" fill="${p.ball(p.main, 0.3, 0.3)}"/>` +
        `<path d="M60 84 L140 150 M140 84 L60 150 M100 58 V164" stroke="${SCORE}" stroke-width="6" stroke-linecap="round" opacity="0.85"/>` +
        flour(p, 100, 100, 60, 40)
      );
    }
    return (
      `<path d="M20 118 C20 78 60 58 100 58 C140 58 180 78 180 118 C180 146 142 162 100 162 C58 162 20 146 20 118Z" fill="${p.ball(p.main, 0.3, 0.3)}"/>` +
      [56, 92, 128]
        .map(
          (x) =>
            `<path d="M${x} 82 C${x + 10} 96 ${x + 18} 114 ${x + 22} 132" stroke="${SCORE}" stroke-width="9" stroke-linecap="round" fill="none"/>` +
            `<path d="M${x + 2} 84 C${x + 11} 97 ${x + 18} 112 ${x + 21} 128" stroke="${tint(SCORE, 0.5)}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
        )
        .join('') +
      flour(p, 100, 96, 64, 26) +
      `<path d="M30 140 C60 160 140 160 170 140" stroke="${shade(p.main, 0.3)}" stroke-width="4" fill="none" opacity="0.4"/>`
    );
  },
  { tilt: 6 },
);

function baguetteShape(p: Pen, color: string): string {
  return (
    `<path d="M8 104 C12 86 40 80 100 80 C160 80 188 86 192 100 C188 116 160 122 100 122 C40 122 12 118 8 104Z" fill="${p.lin(
      [
        [0, tint(color, 0.25)],
        [0.5, color],
        [1, shade(color, 0.3)],
      ],
    )}"/>` +
    [40, 72, 104, 136]
      .map(
        (x) =>
          `<ellipse cx="${x + 12}" cy="100" rx="17" ry="5" fill="${SCORE}" transform="rotate(-20 ${x + 12} 100)"/>`,
      )
      .join('')
  );
}

const baguette = object(
  '#d0924a',
  (p) =>
    p.odd
      ? `<g transform="translate(0 -26) rotate(-28 100 100)">${baguetteShape(p, shade(p.main, 0.06))}</g><g transform="translate(8 22) rotate(-28 100 100)">${baguetteShape(p, p.main)}</g>`
      : `<g transform="rotate(-32 100 100)">${baguetteShape(p, p.main)}</g>`,
  { tilt: 5 },
);

const croissant = object(
  '#d58a36',
  (p) => {
    const seg = (x: number, y: number, rx: number, ry: number, r: number) =>
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${p.ball(p.main, 0.3, 0.28)}" transform="rotate(${r} ${x} ${y})"/>`;
    const side = (dir: 1 | -1) =>
      seg(100 + dir * 80, 142, 9, 15, dir * 60) +
      seg(100 + dir * 64, 126, 15, 24, dir * 50) +
      seg(100 + dir * 40, 108, 22, 34, dir * 32);
    return (
      side(-1) +
      side(1) +
      seg(100, 98, 30, 42, 0) +
      shine(92, 80, 10, 16, 0, 0.3) +
      shine(58, 98, 6, 12, -32, 0.25) +
      shine(136, 98, 6, 12, 32, 0.25)
    );
  },
  { tilt: 8 },
);

const bun = object(
  '#c47a34',
  (p) => {
    const one = (x: number, y: number, s: number) => {
      const seeds = speckles(p, 0, -34, 46, 22, 22, (sx, sy) => {
        const r = p.between(-60, 60);
        return `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="4" ry="2" fill="#f6e7c1" transform="rotate(${f(r)} ${f(sx)} ${f(sy)})"/>`;
      });
      return (
        `<g transform="translate(${x} ${y}) scale(${s})">` +
        `<path d="M-72 20 C-72 -44 -34 -66 0 -66 C34 -66 72 -44 72 20 C72 34 -72 34 -72 20Z" fill="${p.ball(p.main, 0.35, 0.3)}"/>` +
        `<path d="M-70 18 C-40 32 40 32 70 18" stroke="${tint(p.main, 0.45)}" stroke-width="4" fill="none" opacity="0.6"/>` +
        seeds +
        `</g>`
      );
    };
    return p.odd ? one(70, 98, 0.72) + one(130, 130, 0.8) : one(100, 116, 1);
  },
  { tilt: 4 },
);

const flatbread = object(
  '#e3bd7f',
  (p) => {
    const disc = (y: number, color: string) =>
      `<path d="${blob(100, y, 82, 36, 7, 0.03, 0.4, () => p.random())}" fill="${p.body(color, 0.12)}"/>`;
    const spots = speckles(p, 100, 96, 62, 24, 16, (x, y) => {
      const r = p.between(3, 7);
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="${shade(p.main, 0.45)}" opacity="${f(p.between(0.35, 0.7))}"/>`;
    });
    return (
      disc(132, shade(p.main, 0.1)) +
      disc(120, shade(p.main, 0.05)) +
      disc(108, p.main) +
      `<path d="${blob(100, 100, 82, 36, 7, 0.03, 0.1, () => p.random())}" fill="${p.ball(tint(p.main, 0.1), 0.25, 0.15)}"/>` +
      spots
    );
  },
  { tilt: 5 },
);

const pretzel = object(
  '#9d5524',
  (p) => {
    const rope =
      'M52 128 C70 120 90 96 100 84 C112 66 136 46 154 62 C172 80 172 124 150 150 C128 176 72 176 50 150 C28 124 28 80 46 62 C64 46 88 66 100 84 C110 96 130 120 148 128';
    const salt = speckles(
      p,
      100,
      108,
      64,
      54,
      20,
      (x, y) =>
        `<rect x="${f(x)}" y="${f(y)}" width="4" height="3" rx="1" fill="#fff" opacity="0.85" transform="rotate(${f(p.between(0, 90))} ${f(x)} ${f(y)})"/>`,
    );
    return (
      `<path d="${rope}" stroke="${shade(p.main, 0.2)}" stroke-width="24" stroke-linecap="round" fill="none"/>` +
      `<path d="${rope}" stroke="${p.main}" stroke-width="18" stroke-linecap="round" fill="none"/>` +
      `<path d="${rope}" stroke="${tint(p.main, 0.35)}" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.6" transform="translate(-2 -3)"/>` +
      salt
    );
  },
  { tilt: 8 },
);

export const bakery = { bread, baguette, croissant, bun, flatbread, pretzel };
