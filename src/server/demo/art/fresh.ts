import { shade, tint } from './color';
import { f, shine } from './pen';
import { leaf } from './shapes';
import { object } from './types';

const cheese = object(
  '#f5c542',
  (p) => {
    const holes: [number, number, number, number][] = [
      [48, 124, 7, 9],
      [84, 136, 10, 12],
      [128, 118, 6, 8],
      [150, 140, 9, 11],
      [110, 150, 5, 6],
    ];
    const top: [number, number, number][] = [
      [92, 84, 8],
      [132, 76, 6],
      [116, 96, 5],
    ];
    return (
      `<path d="M176 92 L148 58 L148 118 L176 156Z" fill="${shade(p.main, 0.22)}"/>` +
      `<path d="M20 108 L176 92 L176 156 L20 150Z" fill="${p.body(p.main, 0.1)}"/>` +
      `<path d="M20 108 L148 58 L176 92Z" fill="${tint(p.main, 0.3)}"/>` +
      holes
        .map(
          ([x, y, rx, ry]) =>
            `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${shade(p.main, 0.2)}"/><ellipse cx="${x + 1}" cy="${y + 2}" rx="${rx * 0.7}" ry="${ry * 0.7}" fill="${shade(p.main, 0.32)}"/>`,
        )
        .join('') +
      top
        .map(
          ([x, y, r]) =>
            `<ellipse cx="${x}" cy="${y}" rx="${r * 1.4}" ry="${r * 0.6}" fill="${shade(p.main, 0.12)}" transform="rotate(-16 ${x} ${y})"/>`,
        )
        .join('')
    );
  },
  { tilt: 6 },
);

const eggs = object('#f0d6b0', (p) => {
  const card = '#cfc7b8';
  const egg = (x: number, y: number, s: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${f(22 * s)}" ry="${f(28 * s)}" fill="${p.ball(p.main, 0.45, 0.18)}"/>` +
    shine(x - 7 * s, y - 10 * s, 4 * s, 7 * s, 20, 0.5);
  return (
    `<path d="M22 92 L178 92 L170 36 L30 36Z" fill="${shade(card, 0.12)}"/>` +
    `<path d="M30 36 L170 36 L166 48 L34 48Z" fill="${shade(card, 0.2)}"/>` +
    `<path d="M18 96 L182 96 L176 118 L24 118Z" fill="${shade(card, 0.22)}"/>` +
    [58, 100, 142].map((x) => egg(x, 90, 0.86)).join('') +
    [50, 100, 150].map((x) => egg(x, 112, 1)).join('') +
    `<path d="M16 124 L184 124 L172 178 L28 178Z" fill="${p.body(card, 0.12)}"/>` +
    [50, 100, 150].map((x) => `<path d="M${x - 24} 124 Q${x} 146 ${x + 24} 124" fill="${shade(card, 0.08)}"/>`).join('')
  );
});

const steak = object(
  '#a8262a',
  (p) => {
    const fat = '#f6e6d6';
    const marbling = [
      'M66 92 C78 98 86 92 98 102 C104 108 112 104 118 110',
      'M108 66 C114 78 126 80 132 92 M126 80 C134 78 140 84 146 82',
      'M70 128 C84 120 98 132 112 124 M96 128 C100 136 108 138 112 144',
      'M128 118 C134 128 146 126 152 116',
      'M84 76 C88 82 96 80 100 86',
    ]
      .map(
        (d) => `<path d="${d}" stroke="${fat}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      )
      .join('');
    const bone = p.odd
      ? `<path d="M94 58 L106 58 L106 98 L148 98 L148 108 L106 108 L106 152 L94 152Z" fill="${p.body('#efe2c8')}"/>`
      : '';
    const wood = '#c08a55';
    return (
      `<rect x="12" y="40" width="176" height="136" rx="22" fill="${p.body(wood, 0.15)}"/>` +
      `<path d="M24 70 H176 M20 110 H180 M24 150 H176" stroke="${shade(wood, 0.2)}" stroke-width="1.6" opacity="0.35"/>` +
      `<circle cx="170" cy="58" r="6" fill="${shade(wood, 0.35)}"/>` +
      `<path d="M38 90 C36 62 80 46 120 52 C162 58 178 90 168 122 C158 152 116 166 80 158 C50 152 40 120 38 90Z" fill="${p.body(fat, 0.08)}"/>` +
      `<path d="M48 92 C48 70 84 58 118 62 C154 68 164 94 156 120 C148 144 112 154 84 148 C60 142 48 116 48 92Z" fill="${p.ball(p.main, 0.25, 0.25)}"/>` +
      marbling +
      bone +
      `<path d="M128 162 L176 138" stroke="#4f7a34" stroke-width="3" stroke-linecap="round"/>` +
      [0, 1, 2, 3, 4].map((i) => leaf(p, 134 + i * 9, 160 - i * 4.5, 13, i % 2 === 0 ? -70 : 60, '#4f7a34')).join('')
    );
  },
  { tilt: 6 },
);

const fish = object(
  '#7fa4c4',
  (p) => {
    let scales = '';
    for (let x = 70; x < 150; x += 12) {
      for (let y = 84; y < 118; y += 10) {
        scales += `M${x} ${y + ((x / 12) % 2) * 5} q6 5 0 10 `;
      }
    }
    return (
      `<path d="M154 96 L188 64 C184 88 184 112 188 136 L154 106Z" fill="${p.body(shade(p.main, 0.1))}"/>` +
      `<path d="M84 62 C96 40 124 44 136 68Z" fill="${shade(p.main, 0.2)}"/>` +
      `<path d="M96 134 C104 152 122 150 128 132Z" fill="${shade(p.main, 0.15)}"/>` +
      `<path d="M24 100 C54 56 130 52 160 100 C130 148 54 144 24 100Z" fill="${p.lin([
        [0, shade(p.main, 0.3)],
        [0.45, p.main],
        [1, tint(p.main, 0.55)],
      ])}"/>` +
      `<path d="M40 104 C80 110 120 106 156 100" stroke="#f3a6a0" stroke-width="5" fill="none" opacity="0.55"/>` +
      `<path d="${scales}" stroke="#fff" stroke-width="1.2" fill="none" opacity="0.3"/>` +
      `<path d="M62 80 C70 92 70 108 62 120" stroke="${shade(p.main, 0.35)}" stroke-width="2.6" fill="none"/>` +
      `<circle cx="44" cy="94" r="7" fill="#fff"/><circle cx="45" cy="94" r="4" fill="#1d2733"/>` +
      `<path d="M24 102 q6 2 10 0" stroke="${shade(p.main, 0.4)}" stroke-width="2" fill="none"/>`
    );
  },
  { tilt: 6 },
);

const chicken = object(
  '#c97a32',
  (p) => {
    const skin = p.ball(p.main, 0.35, 0.25);
    const drumstick = (x: number, y: number, r: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r})">` +
      `<rect x="34" y="-5" width="26" height="10" rx="4" fill="#f3ead8"/>` +
      `<circle cx="62" cy="-6" r="7" fill="#f3ead8"/><circle cx="62" cy="6" r="7" fill="#f3ead8"/>` +
      `<ellipse cx="14" cy="0" rx="30" ry="21" fill="${skin}"/></g>`;
    return (
      `<ellipse cx="100" cy="156" rx="88" ry="24" fill="${p.body('#f4f1ea', 0.08)}"/>` +
      `<ellipse cx="100" cy="152" rx="70" ry="15" fill="#e6e1d6"/>` +
      `<path d="M36 124 C30 84 66 58 106 60 C148 62 172 88 166 122 C162 148 132 162 100 162 C66 162 40 150 36 124Z" fill="${skin}"/>` +
      `<path d="M70 78 C86 70 116 70 132 80" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.3"/>` +
      drumstick(60, 128, -34) +
      drumstick(110, 138, -62) +
      leaf(p, 150, 164, 24, -20, '#4f7a34') +
      leaf(p, 40, 168, 22, 200, '#4f7a34')
    );
  },
  { tilt: 4 },
);

const dates = object(
  '#6e2f16',
  (p) => {
    const date = (x: number, y: number, r: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="22" ry="12" fill="${p.ball(p.main, 0.3, 0.35)}"/>` +
      `<path d="M-12 -3 C-4 0 4 -4 12 -1 M-10 4 C-2 6 6 3 12 5" stroke="${shade(p.main, 0.45)}" stroke-width="1.4" fill="none" opacity="0.6"/>` +
      `<ellipse cx="-6" cy="-5" rx="8" ry="2.5" fill="#fff" opacity="0.35"/></g>`;
    const bowl = p.odd ? '#2f6f8f' : '#f4efe6';
    return (
      `<ellipse cx="100" cy="112" rx="74" ry="16" fill="${shade(bowl, 0.25)}"/>` +
      date(72, 100, -20) +
      date(112, 94, 15) +
      date(140, 106, -8) +
      date(92, 84, 30) +
      date(126, 78, -30) +
      date(60, 112, 10) +
      date(100, 110, -5) +
      `<path d="M26 112 A74 16 0 0 0 174 112 C170 150 140 172 100 172 C60 172 30 150 26 112Z" fill="${p.body(bowl, 0.12)}"/>` +
      `<path d="M26 112 A74 16 0 0 0 174 112" stroke="#fff" stroke-width="2" fill="none" opacity="0.5"/>`
    );
  },
  { tilt: 4, backdrop: '#d9a35b' },
);

export const fresh = { cheese, eggs, steak, fish, chicken, dates };
