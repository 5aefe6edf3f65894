import { shade, tint } from './color';
import { f, shine, type Pen } from './pen';
import { blob, speckles } from './shapes';
import { object } from './types';

const SPRINKLES = ['#ffffff', '#ffd54f', '#4fc3f7', '#81c784', '#ff8a65', '#ba68c8'];

function sprinkles(p: Pen, cx: number, cy: number, rx: number, ry: number, count: number, avoid = 0): string {
  return speckles(p, cx, cy, rx, ry, count, (x, y) => {
    if (avoid && ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < avoid) return '';
    return `<rect x="${f(x - 4)}" y="${f(y - 1.5)}" width="8" height="3" rx="1.5" fill="${p.pick(SPRINKLES)}" transform="rotate(${f(p.between(0, 180))} ${f(x)} ${f(y)})"/>`;
  });
}

function berry(p: Pen, x: number, y: number, r = 9, color = '#c2185b'): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.ball(color, 0.4, 0.3)}"/>${shine(x - r * 0.35, y - r * 0.35, r * 0.2, r * 0.3, 30, 0.6)}`;
}

const cake = object('#f48fb1', (p) => {
  const sponge = '#f3d7a6';
  let drips = 'M36 70 ';
  for (let x = 36; x < 164; x += 16) {
    const depth = 14 + ((x * 7) % 17);
    drips += `L${x + 2} ${70 + depth} Q${x + 8} ${76 + depth} ${x + 14} ${70 + depth} L${x + 16} 70 `;
  }
  return (
    `<ellipse cx="100" cy="176" rx="86" ry="16" fill="${p.body('#eceff1', 0.1)}"/>` +
    `<rect x="36" y="70" width="128" height="100" fill="${p.cylinder(p.main)}"/>` +
    `<ellipse cx="100" cy="170" rx="64" ry="14" fill="${shade(p.main, 0.15)}"/>` +
    `<path d="M36 112 H164 M36 142 H164" stroke="${sponge}" stroke-width="5" opacity="0.8"/>` +
    `<path d="${drips}Z" fill="#fdf6ee"/>` +
    `<ellipse cx="100" cy="70" rx="64" ry="18" fill="#fdf6ee"/>` +
    [46, 74, 100, 126, 154].map((x) => `<circle cx="${x}" cy="${x === 100 ? 82 : 76}" r="7" fill="#fff"/>`).join('') +
    berry(p, 82, 62, 10) +
    berry(p, 104, 58, 10, '#b71c1c') +
    berry(p, 124, 64, 10) +
    shine(50, 130, 4, 24, 0, 0.25)
  );
});

const cupcake = object('#f48fb1', (p) => {
  const wrapper = p.odd ? '#80cbc4' : '#ffe082';
  let pleats = '';
  for (let i = 0; i <= 8; i += 1) {
    const x1 = 54 + i * 11.5;
    const x2 = 68 + i * 8;
    pleats += `M${f(x1)} 120 L${f(x2)} 186 `;
  }
  return (
    `<path d="M52 118 L148 118 L134 188 L66 188Z" fill="${p.cylinder(wrapper)}"/>` +
    `<path d="${pleats}" stroke="${shade(wrapper, 0.25)}" stroke-width="2" opacity="0.6"/>` +
    `<ellipse cx="100" cy="116" rx="56" ry="16" fill="${p.ball(p.main, 0.2, 0.2)}"/>` +
    `<ellipse cx="100" cy="98" rx="48" ry="18" fill="${p.ball(p.main, 0.25, 0.2)}"/>` +
    `<ellipse cx="100" cy="78" rx="36" ry="16" fill="${p.ball(p.main, 0.3, 0.2)}"/>` +
    `<path d="M76 66 C80 46 96 40 100 30 C106 44 122 50 124 66Z" fill="${p.ball(p.main, 0.35, 0.15)}"/>` +
    sprinkles(p, 100, 96, 46, 24, 16) +
    berry(p, 108, 30, 11, '#c62828') +
    `<path d="M110 20 C112 12 118 8 124 6" stroke="#5d4037" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
  );
});

const cookie = object(
  '#d6a060',
  (p) => {
    const one = (x: number, y: number, s: number, color: string) => {
      const chips = speckles(
        p,
        0,
        0,
        52,
        52,
        9,
        (cx, cy) =>
          `<path d="${blob(cx, cy, 7, 6, 3, 0.2, p.between(0, 3))}" fill="#4a2a18"/><circle cx="${f(cx - 2)}" cy="${f(cy - 2)}" r="1.6" fill="#fff" opacity="0.25"/>`,
      );
      return (
        `<g transform="translate(${x} ${y}) scale(${s})">` +
        `<path d="${blob(0, 0, 70, 70, 9, 0.03, 0.2, () => p.random())}" fill="${p.ball(color, 0.3, 0.25)}"/>` +
        `<path d="M-30 -20 q10 6 16 -2 M20 24 q8 4 14 -4 M-8 34 q6 -4 12 0" stroke="${shade(color, 0.3)}" stroke-width="2" fill="none" opacity="0.5"/>` +
        chips +
        `</g>`
      );
    };
    return one(124, 72, 0.62, shade(p.main, 0.08)) + one(90, 120, 0.9, p.main);
  },
  { tilt: 10 },
);

const donut = object(
  '#f06292',
  (p) => {
    const dough = '#d9a05b';
    const ring = (rx: number, ry: number, hrx: number, hry: number, cy: number) =>
      `M${100 - rx} ${cy} A${rx} ${ry} 0 1 0 ${100 + rx} ${cy} A${rx} ${ry} 0 1 0 ${100 - rx} ${cy}Z M${100 - hrx} ${cy - 4} A${hrx} ${hry} 0 1 1 ${100 + hrx} ${cy - 4} A${hrx} ${hry} 0 1 1 ${100 - hrx} ${cy - 4}Z`;
    const icing = `${blob(100, 98, 66, 54, 9, 0.07, 0, () => p.random())} M78 94 A22 17 0 1 1 122 94 A22 17 0 1 1 78 94Z`;
    return (
      `<path d="${ring(78, 66, 20, 15, 108)}" fill-rule="evenodd" fill="${p.ball(dough, 0.3, 0.3)}"/>` +
      `<path d="${icing}" fill-rule="evenodd" fill="${p.ball(p.main, 0.3, 0.15)}"/>` +
      `<path d="M80 84 A22 17 0 0 1 120 84" stroke="${shade(p.main, 0.2)}" stroke-width="3" fill="none" opacity="0.4"/>` +
      sprinkles(p, 100, 98, 56, 44, 26, 0.22) +
      shine(62, 70, 10, 6, -30, 0.35)
    );
  },
  { tilt: 10 },
);

const pie = object(
  '#b8323a',
  (p) => {
    const crust = '#e0a65a';
    const rx = 70;
    const ry = 38;
    const cy = 92;
    let lattice = '';
    for (let i = -2; i <= 2; i += 1) {
      const x = 100 + i * 26;
      const half = ry * Math.sqrt(Math.max(0, 1 - ((x - 100) / rx) ** 2));
      lattice += `<rect x="${x - 7}" y="${f(cy - half)}" width="14" height="${f(half * 2)}" rx="5" fill="${p.body(crust, 0.15)}"/>`;
      const y = cy + i * 14;
      const halfX = rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2));
      lattice += `<rect x="${f(100 - halfX)}" y="${y - 5}" width="${f(halfX * 2)}" height="10" rx="4" fill="${p.body(tint(crust, 0.1), 0.15)}"/>`;
    }
    let crimp = '';
    for (let a = 0; a < 360; a += 15) {
      const r = (a * Math.PI) / 180;
      crimp += `<circle cx="${f(100 + Math.cos(r) * 78)}" cy="${f(cy + Math.sin(r) * 44)}" r="9" fill="${p.body(crust, 0.2)}"/>`;
    }
    return (
      `<path d="M14 96 L28 142 C44 170 156 170 172 142 L186 96Z" fill="${p.body('#e9eef2', 0.12)}"/>` +
      `<ellipse cx="100" cy="${cy + 2}" rx="84" ry="48" fill="${p.body(crust, 0.2)}"/>` +
      crimp +
      `<ellipse cx="100" cy="${cy}" rx="${rx}" ry="${ry}" fill="${p.ball(p.main, 0.2, 0.3)}"/>` +
      lattice
    );
  },
  { tilt: 5 },
);

const muffin = object('#b9783c', (p) => {
  const paper = p.odd ? '#f3e5d0' : '#c5e1a5';
  let pleats = '';
  for (let i = 0; i <= 8; i += 1) pleats += `M${f(54 + i * 11.5)} 116 L${f(68 + i * 8)} 186 `;
  const berries = speckles(p, 100, 84, 52, 32, 9, (x, y) => berryDot(p, x, y));
  return (
    `<path d="M52 114 L148 114 L134 188 L66 188Z" fill="${p.cylinder(paper)}"/>` +
    `<path d="${pleats}" stroke="${shade(paper, 0.2)}" stroke-width="2" opacity="0.7"/>` +
    `<path d="${blob(100, 86, 70, 44, 8, 0.06, 0.3, () => p.random())}" fill="${p.ball(p.main, 0.3, 0.25)}"/>` +
    `<path d="M32 110 C60 124 140 124 168 110 L164 118 C140 132 60 132 36 118Z" fill="${shade(p.main, 0.25)}"/>` +
    berries +
    speckles(p, 100, 78, 54, 30, 16, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="1.5" fill="#fff" opacity="0.55"/>`)
  );
});

function berryDot(p: Pen, x: number, y: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${p.ball('#3d3f8f', 0.35, 0.3)}"/>`;
}

export const sweets = { cake, cupcake, cookie, donut, pie, muffin };
