import { shade, tint } from './color';
import { f, shine } from './pen';
import { GREEN, calyx } from './produce-kit';
import { object } from './types';
import { rootsAndGreens } from './roots-greens';

const tomato = object(
  '#e0301e',
  (p) =>
    `<path d="M100 56 C134 50 174 68 176 112 C178 158 140 180 100 180 C60 180 22 158 24 112 C26 68 66 50 100 56Z" fill="${p.ball(p.main, 0.3, 0.25)}"/>` +
    `<path d="M70 62 C58 92 60 140 76 174 M130 62 C142 92 140 140 124 174" stroke="${shade(p.main, 0.3)}" stroke-width="3" fill="none" opacity="0.18"/>` +
    shine(64, 92, 10, 20, 30, 0.4) +
    calyx(p, 100, 60, 34),
  { tilt: 8 },
);

const pepper = object(
  '#d9261c',
  (p) =>
    `<path d="M100 62 C118 50 150 54 160 80 C170 108 162 150 146 170 C136 182 120 182 112 174 C106 182 94 182 88 174 C80 182 64 182 54 170 C38 150 30 108 40 80 C50 54 82 50 100 62Z" fill="${p.ball(p.main, 0.3, 0.3)}"/>` +
    `<path d="M100 70 C96 110 96 150 100 174 M70 70 C60 110 62 150 72 176" stroke="${shade(p.main, 0.35)}" stroke-width="3" fill="none" opacity="0.25"/>` +
    shine(64, 96, 8, 24, 10, 0.4) +
    shine(128, 92, 5, 14, -10, 0.25) +
    `<path d="M84 64 C88 52 112 52 116 64 C110 70 90 70 84 64Z" fill="${p.body(GREEN)}"/>` +
    `<path d="M100 58 C100 44 106 34 118 30" stroke="#3f7a28" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  { tilt: 10 },
);

const cucumber = object(
  '#3d7d33',
  (p) => {
    let bumps = '';
    for (let x = 34; x < 170; x += 14) {
      bumps += `<circle cx="${x}" cy="${x % 28 === 6 ? 86 : 104}" r="1.8" fill="${tint(p.main, 0.5)}" opacity="0.7"/>`;
    }
    return (
      `<g transform="rotate(-28 100 100)"><rect x="14" y="74" width="172" height="50" rx="25" fill="${p.lin([
        [0, tint(p.main, 0.2)],
        [0.35, p.main],
        [1, shade(p.main, 0.3)],
      ])}"/>` +
      `<path d="M30 88 H170 M28 108 H172" stroke="${tint(p.main, 0.35)}" stroke-width="3" opacity="0.35"/>` +
      bumps +
      `<rect x="180" y="94" width="8" height="10" rx="3" fill="#6b7d2a"/></g>` +
      `<g transform="translate(140 152)"><circle r="28" fill="${p.main}"/><circle r="24" fill="#dff0c0"/><circle r="13" fill="#c8e39a"/>` +
      [0, 60, 120, 180, 240, 300]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return `<ellipse cx="${f(Math.cos(r) * 8)}" cy="${f(Math.sin(r) * 8)}" rx="2" ry="3.4" fill="#f6f9e8" transform="rotate(${a + 90} ${f(Math.cos(r) * 8)} ${f(Math.sin(r) * 8)})"/>`;
        })
        .join('') +
      `</g>`
    );
  },
  { tilt: 6 },
);

const eggplant = object(
  '#5a2a6e',
  (p) =>
    `<path d="M66 50 C42 62 34 104 46 142 C60 182 110 194 142 178 C172 162 174 126 152 108 C132 92 114 88 102 70 C94 56 82 44 66 50Z" fill="${p.ball(p.main, 0.3, 0.3)}"/>` +
    shine(66, 112, 8, 30, -14, 0.35) +
    `<path d="M50 60 C58 40 84 36 100 56 C92 58 86 66 84 76 C76 66 64 62 50 60Z" fill="${p.body(GREEN)}"/>` +
    `<path d="M74 48 C70 34 72 24 80 14" stroke="#3f7a28" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  { tilt: 10 },
);

const mushroom = object(
  '#9c6b43',
  (p) => {
    const one = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})">` +
      `<path d="M-16 0 C-18 30 -20 56 -22 70 C-8 78 8 78 22 70 C20 56 18 30 16 0Z" fill="${p.cylinder('#efe3d0')}"/>` +
      `<ellipse cx="0" cy="2" rx="64" ry="11" fill="#d9c3a2"/>` +
      `<path d="M-70 2 C-70 -46 -34 -70 0 -70 C34 -70 70 -46 70 2 C48 10 -48 10 -70 2Z" fill="${p.ball(p.main, 0.3, 0.25)}"/>` +
      shine(-34, -40, 12, 8, -30, 0.35) +
      `</g>`;
    return one(136, 124, 0.62) + one(82, 98, 1);
  },
  { tilt: 6 },
);

const corn = object(
  '#f4c53a',
  (p) => {
    let kernels = '';
    for (let y = 34; y < 172; y += 11) {
      const t = (y - 100) / 78;
      const half = 32 * Math.sqrt(Math.max(0, 1 - t * t));
      for (let x = 100 - half + 5; x < 100 + half - 3; x += 11) {
        kernels += `<rect x="${f(x - 4.5)}" y="${f(y - 4.5)}" width="9" height="9" rx="3.5" fill="${tint(p.main, 0.2)}"/>`;
      }
    }
    return (
      `<g transform="rotate(22 100 100)">` +
      `<path d="M100 20 C124 20 134 60 134 100 C134 140 122 176 100 180 C78 176 66 140 66 100 C66 60 76 20 100 20Z" fill="${p.cylinder(p.main)}"/>` +
      kernels +
      `<path d="M100 194 C66 176 48 124 56 70 C70 110 84 148 100 170Z" fill="${p.body('#6aa84f')}"/>` +
      `<path d="M100 194 C134 176 152 124 144 76 C130 114 116 150 100 170Z" fill="${p.body('#5a9a3f')}"/>` +
      `<path d="M100 196 C90 172 86 150 88 130 C96 150 104 166 112 176Z" fill="#7fbf5f"/>` +
      `</g>`
    );
  },
  { tilt: 8 },
);

export const vegetables = { tomato, pepper, cucumber, eggplant, mushroom, corn, ...rootsAndGreens };
