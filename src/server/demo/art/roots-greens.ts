import { shade, tint } from './color';
import { f, shine } from './pen';
import { blob, leaf, speckles } from './shapes';
import { object } from './types';

/** Roots, bulbs and leafy greens. */

const carrot = object(
  '#f07a1a',
  (p) => {
    const one = (dx: number, rot: number, color: string) => {
      let ridges = '';
      for (let y = 72; y < 170; y += 14) {
        const side = (y / 14) % 2 === 0 ? -1 : 1;
        const half = 32 * (1 - (y - 50) / 150);
        ridges += `<path d="M${f(100 + side * half)} ${y} q${f(-side * 10)} 2 ${f(-side * 16)} 0" stroke="${shade(color, 0.35)}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.5"/>`;
      }
      const tops = [-30, -10, 12]
        .map(
          (a) =>
            `<path d="M100 52 C${f(100 + a * 0.6)} 34 ${f(100 + a)} 22 ${f(100 + a * 1.4)} 8" stroke="#4f9a33" stroke-width="7" stroke-linecap="round" fill="none"/>` +
            leaf(p, 100 + a * 1.2, 18, 26, -90 + a * 2 - 20, '#5aa83a'),
        )
        .join('');
      return `<g transform="translate(${dx} 0) rotate(${rot} 100 100)">${tops}<path d="M100 192 C92 172 70 92 66 64 C64 50 76 44 100 44 C124 44 136 50 134 64 C130 92 108 172 100 192Z" fill="${p.cylinder(color)}"/>${ridges}</g>`;
    };
    return p.odd ? one(-22, -24, shade(p.main, 0.06)) + one(24, 20, p.main) : one(0, -35, p.main);
  },
  { tilt: 6 },
);

const broccoli = object(
  '#3f7f2c',
  (p) => {
    const stalk = tint(p.main, 0.45);
    const florets: [number, number, number][] = [
      [64, 84, 32],
      [136, 84, 32],
      [100, 62, 38],
      [80, 104, 28],
      [120, 104, 28],
    ];
    let heads = '';
    for (const [x, y, r] of florets) {
      heads += `<path d="${blob(x, y, r, r, 7, 0.16, p.between(0, 1))}" fill="${p.ball(p.main, 0.3, 0.3)}"/>`;
      heads += speckles(
        p,
        x,
        y,
        r * 0.7,
        r * 0.7,
        7,
        (sx, sy) =>
          `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 0.16)}" fill="${tint(p.main, 0.25)}" opacity="0.55"/>`,
      );
    }
    return (
      `<path d="M84 192 L90 134 C80 124 68 118 58 114 L64 104 C76 108 86 114 94 120 L96 100 L104 100 L106 120 C114 112 124 106 138 102 L142 112 C128 118 116 124 110 134 L116 192 Q100 198 84 192Z" fill="${p.cylinder(stalk)}"/>` +
      heads
    );
  },
  { tilt: 8 },
);

const lettuce = object(
  '#5fae3c',
  (p) => {
    const wobble = () => p.random();
    const outer: [number, number, number][] = [
      [-46, 26, -30],
      [46, 26, 30],
      [-28, 44, -10],
      [28, 44, 10],
    ];
    let out = '';
    for (const [dx, dy, r] of outer) {
      out += `<g transform="rotate(${r} ${100 + dx} ${100 + dy})"><path d="${blob(100 + dx, 100 + dy, 50, 38, 9, 0.09, 0.3, wobble)}" fill="${p.body(shade(p.main, 0.15), 0.12)}"/>`;
      out += `<path d="M${100 + dx * 0.4} ${128 + dy * 0.3} L${100 + dx * 1.5} ${100 + dy}" stroke="#eaf6d8" stroke-width="3" opacity="0.5"/></g>`;
    }
    out += `<path d="${blob(100, 96, 60, 54, 11, 0.06, 0.1, wobble)}" fill="${p.ball(p.main, 0.3, 0.15)}"/>`;
    out += `<path d="${blob(100, 88, 38, 32, 9, 0.07, 0.6, wobble)}" fill="${p.ball(tint(p.main, 0.35), 0.3, 0.1)}"/>`;
    for (const a of [-50, -20, 15, 45]) {
      const r = (a * Math.PI) / 180;
      out += `<path d="M100 140 Q${f(100 + Math.sin(r) * 24)} 116 ${f(100 + Math.sin(r) * 50)} ${f(140 - Math.cos(r) * 76)}" stroke="#f4fbe9" stroke-width="2.6" fill="none" opacity="0.5"/>`;
    }
    return out;
  },
  { tilt: 6 },
);

const potato = object(
  '#c99a5b',
  (p) => {
    const one = (x: number, y: number, rx: number, ry: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${y})"><path d="${blob(x, y, rx, ry, 4, 0.06, 0.3, () => p.random())}" fill="${p.ball(p.main, 0.25, 0.25)}"/>` +
      speckles(
        p,
        x,
        y,
        rx * 0.7,
        ry * 0.6,
        6,
        (sx, sy) =>
          `<path d="M${f(sx - 3)} ${f(sy)} q3 -3 6 0" stroke="${shade(p.main, 0.45)}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
      ) +
      `</g>`;
    return one(76, 92, 56, 40, -12) + one(124, 132, 54, 38, 10);
  },
  { tilt: 8 },
);

const onion = object(
  '#c57b3c',
  (p) => {
    const lines = [-40, -20, 0, 20, 40]
      .map(
        (dx) =>
          `<path d="M100 46 C${f(100 + dx * 1.6)} 80 ${f(100 + dx * 1.7)} 150 100 178" stroke="${shade(p.main, 0.3)}" stroke-width="1.6" fill="none" opacity="0.35"/>`,
      )
      .join('');
    return (
      `<path d="M100 40 C104 60 122 70 142 86 C170 110 166 160 130 176 C112 184 88 184 70 176 C34 160 30 110 58 86 C78 70 96 60 100 40Z" fill="${p.ball(p.main, 0.3, 0.3)}"/>` +
      lines +
      shine(72, 112, 8, 22, 18, 0.35) +
      `<path d="M98 44 C98 30 100 20 108 10" stroke="${shade(p.main, 0.2)}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
      `<path d="M92 180 q-4 8 -10 10 M100 182 v11 M108 180 q4 8 10 10" stroke="#d9c29a" stroke-width="2.4" fill="none" stroke-linecap="round"/>`
    );
  },
  { tilt: 8 },
);

export const rootsAndGreens = { carrot, broccoli, lettuce, potato, onion };
