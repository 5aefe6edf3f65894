import { mix, shade, tint } from './color';
import { f, shine } from './pen';
import { pores, stem } from './produce-kit';
import { leaf, speckles } from './shapes';
import { object } from './types';
import { berries } from './berries';

const apple = object(
  '#d32f2f',
  (p) => {
    const flip = p.odd ? -1 : 1;
    return (
      `<path d="M100 60 C86 44 44 42 34 80 C24 120 46 172 78 178 C90 180 94 174 100 174 C106 174 110 180 122 178 C154 172 176 120 166 80 C156 42 114 44 100 60Z" fill="${p.ball(p.main)}"/>` +
      `<path d="M88 64 C94 72 106 72 112 64" stroke="${shade(p.main, 0.4)}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.45"/>` +
      `<g transform="translate(100 0) scale(${flip} 1) translate(-100 0)">${stem('M100 64 C98 50 100 38 108 26')}${leaf(p, 104, 44, 48, -28)}</g>` +
      shine(64, 92, 11, 22, 25, 0.45) +
      shine(76, 66, 5, 4, 0, 0.5)
    );
  },
  { tilt: 8 },
);

function bananaPath(fill: string, main: string): string {
  return (
    `<path d="M26 58 C32 118 88 164 158 142 C172 138 182 128 186 118 C176 120 168 122 156 124 C100 136 56 106 44 56 Z" fill="${fill}"/>` +
    `<path d="M40 66 C54 112 104 138 170 128" stroke="${shade(main, 0.3)}" stroke-width="2" fill="none" opacity="0.35"/>` +
    `<path d="M180 120 C184 120 188 118 190 114 L184 112 Z" fill="#4a3420"/>` +
    `<rect x="28" y="44" width="14" height="18" rx="3" fill="#7a8a3a" transform="rotate(-14 35 53)"/>`
  );
}

const banana = object(
  '#f5c83c',
  (p) => {
    // Shade towards amber rather than black, or yellow turns olive.
    const ripe = (c: string) =>
      p.lin(
        [
          [0, tint(c, 0.35)],
          [0.5, c],
          [1, mix(c, '#b86b00', 0.45)],
        ],
        0.3,
        0,
        0.6,
        1,
      );
    const back = ripe(mix(p.main, '#d89a1a', 0.25));
    const front = ripe(p.main);
    const angles = p.odd ? [-16, 0] : [-22, -8, 6];
    return (
      angles
        .map(
          (a, i) =>
            `<g transform="translate(0 ${12 + i * 4}) rotate(${a} 36 54)">${bananaPath(i === angles.length - 1 ? front : back, p.main)}</g>`,
        )
        .join('') + `<path d="M30 40 L40 64" stroke="#5d6b2a" stroke-width="10" stroke-linecap="round"/>`
    );
  },
  { tilt: 8 },
);

const orange = object(
  '#f28c1c',
  (p) => {
    const slice = p.odd
      ? `<g transform="translate(150 150)"><path d="M-40 0 A40 40 0 0 1 40 0Z" fill="${tint(p.main, 0.1)}"/><path d="M-34 0 A34 34 0 0 1 34 0Z" fill="${tint(p.main, 0.55)}"/>` +
        [30, 60, 90, 120, 150]
          .map((a) => {
            const r = (a * Math.PI) / 180;
            return `<path d="M0 0 L${f(-Math.cos(r) * 32)} ${f(-Math.sin(r) * 32)}" stroke="#fff" stroke-width="2.4" opacity="0.8"/>`;
          })
          .join('') +
        `</g>`
      : '';
    return (
      `<circle cx="100" cy="106" r="68" fill="${p.ball(p.main)}"/>` +
      pores(p, 100, 106, 60, 60, p.main, 40) +
      shine(72, 78, 12, 18, 35, 0.4) +
      `<circle cx="100" cy="40" r="5" fill="#6b7d2a"/>` +
      leaf(p, 100, 40, 44, -20, '#4f8f2f') +
      slice
    );
  },
  { tilt: 6 },
);

const lemon = object(
  '#f6d33c',
  (p) =>
    `<g transform="rotate(-18 100 100)"><path d="M18 104 C16 96 24 92 32 90 C46 62 78 48 108 48 C142 50 166 66 174 92 C182 94 186 104 180 110 C172 140 138 158 104 156 C70 156 42 142 32 120 C24 118 18 112 18 104Z" fill="${p.ball(p.main, 0.35, 0.2)}"/>` +
    pores(p, 100, 102, 62, 40, p.main, 30) +
    shine(74, 78, 20, 8, -10, 0.45) +
    `</g>${leaf(p, 118, 52, 46, -40, '#4f8f2f')}`,
  { tilt: 10 },
);

const pear = object(
  '#a8c43c',
  (p) =>
    `<path d="M100 36 C114 36 120 52 122 68 C126 92 158 106 162 138 C166 168 136 184 100 184 C64 184 34 168 38 138 C42 106 74 92 78 68 C80 52 86 36 100 36Z" fill="${p.ball(p.main, 0.3, 0.25)}"/>` +
    speckles(
      p,
      100,
      130,
      50,
      42,
      22,
      (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="1.2" fill="${shade(p.main, 0.45)}" opacity="0.4"/>`,
    ) +
    shine(70, 128, 8, 22, 12, 0.35) +
    stem('M100 40 C100 30 104 22 110 16', 5) +
    leaf(p, 104, 30, 40, -30),
  { tilt: 10 },
);

const avocado = object(
  '#3f6e2a',
  (p) =>
    `<path d="M100 22 C126 22 136 46 140 66 C146 92 168 112 166 144 C164 174 136 188 100 188 C64 188 36 174 34 144 C32 112 54 92 60 66 C64 46 74 22 100 22Z" fill="${p.body(p.main, 0.15)}"/>` +
    `<path d="M100 32 C120 32 128 52 132 70 C137 94 156 112 154 142 C152 166 130 178 100 178 C70 178 48 166 46 142 C44 112 63 94 68 70 C72 52 80 32 100 32Z" fill="${p.rad(
      [
        [0, '#f3f0a6'],
        [0.6, '#d6e27a'],
        [1, '#a9c853'],
      ],
      0.5,
      0.62,
      0.6,
    )}"/>` +
    `<circle cx="100" cy="134" r="30" fill="${p.ball('#8b5a34', 0.3, 0.3)}"/>` +
    shine(90, 122, 7, 10, 30, 0.4),
  { tilt: 12 },
);

export const fruit = { apple, banana, orange, lemon, pear, avocado, ...berries };
