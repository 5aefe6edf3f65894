import { tint } from './color';
import { f, shine } from './pen';
import { STEM, stem } from './produce-kit';
import { leaf, star } from './shapes';
import { object } from './types';

/** Berries, grapes, cherries and melon. */

const strawberry = object(
  '#e0262f',
  (p) => {
    let seeds = '';
    for (let row = 0; row < 7; row += 1) {
      const y = 80 + row * 14;
      const t = (y - 66) / 112;
      const half = 62 * (1 - t * t) - 10;
      for (let x = 100 - half + (row % 2) * 8; x <= 100 + half; x += 16) {
        seeds += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="2.2" ry="3.4" fill="#ffe38a" transform="rotate(${f((x - 100) * 0.4)} ${f(x)} ${f(y)})"/>`;
      }
    }
    const calyx = star(100, 62, 42, 20, 6, 0.3, -90);
    return (
      `<path d="M100 180 C60 162 26 112 32 80 C38 54 72 52 100 58 C128 52 162 54 168 80 C174 112 140 162 100 180Z" fill="${p.ball(p.main, 0.3, 0.3)}"/>` +
      seeds +
      shine(64, 92, 8, 20, 25, 0.35) +
      `<path d="${calyx}" fill="${p.body('#4e9a34')}"/>` +
      stem('M100 62 C100 46 104 36 112 30', 5).replace(STEM, '#3f7a28')
    );
  },
  { tilt: 12 },
);

const grapes = object(
  '#6d2f78',
  (p) => {
    const fill = p.ball(p.main, 0.4, 0.3);
    const rows = [5, 4, 4, 3, 2, 1];
    let out = stem('M100 60 C100 46 96 36 90 24', 6);
    rows.forEach((count, row) => {
      for (let i = 0; i < count; i += 1) {
        const x = 100 + (i - (count - 1) / 2) * 27;
        const y = 66 + row * 22;
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="${fill}"/><ellipse cx="${f(x - 5)}" cy="${f(y - 6)}" rx="3.5" ry="5" fill="#fff" opacity="0.4" transform="rotate(30 ${f(x - 5)} ${f(y - 6)})"/>`;
      }
    });
    return out + leaf(p, 96, 36, 56, -12, '#5d9b3a');
  },
  { tilt: 8 },
);

const cherry = object(
  '#b3122c',
  (p) => {
    const fill = p.ball(p.main, 0.4, 0.3);
    const one = (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="32" fill="${fill}"/>${shine(x - 12, y - 12, 6, 10, 35, 0.45)}`;
    return (
      stem('M68 120 C72 80 96 50 116 34', 4) +
      stem('M134 132 C130 90 122 60 116 34', 4) +
      one(66, 140) +
      one(134, 150) +
      leaf(p, 116, 34, 50, -15)
    );
  },
  { tilt: 10 },
);

const watermelon = object(
  '#ef4a57',
  (p) => {
    let seeds = '';
    [
      [40, 34],
      [62, 46],
      [90, 30],
      [118, 44],
      [140, 34],
      [76, 20],
      [106, 16],
      [100, 50],
    ].forEach(([a, r], i) => {
      const ang = (((a ?? 0) + 20) * Math.PI) / 180;
      const x = 100 - Math.cos(ang) * (r ?? 0) * 1.25;
      const y = 62 + Math.sin(ang) * (r ?? 0) * 1.25;
      seeds += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="2.6" ry="4.6" fill="#2b1d1a" transform="rotate(${f((a ?? 0) - 70 + i)} ${f(x)} ${f(y)})"/>`;
    });
    return (
      `<path d="M16 58 A84 84 0 0 0 184 58 Z" fill="${p.body('#3f8f3a')}"/>` +
      `<path d="M25 58 A75 75 0 0 0 175 58 Z" fill="#e6f3c4"/>` +
      `<path d="M31 58 A69 69 0 0 0 169 58 Z" fill="${p.body(p.main, 0.12)}"/>` +
      `<rect x="16" y="54" width="168" height="6" rx="3" fill="${tint(p.main, 0.3)}"/>` +
      seeds
    );
  },
  { tilt: 10 },
);

export const berries = { strawberry, grapes, cherry, watermelon };
