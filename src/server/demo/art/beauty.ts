import { hueShift, mix, shade, tint } from './color';
import { labelPanel } from './label';
import { shine } from './pen';
import { SANS } from './text';
import { object } from './types';

const GOLD = '#d4af5a';
const BLACK = '#26262b';

const lipstick = object(
  '#c2185b',
  (p) =>
    `<rect x="128" y="86" width="44" height="100" rx="6" fill="${p.cylinder(BLACK)}"/>` +
    `<rect x="128" y="96" width="44" height="8" fill="${p.cylinder(GOLD)}"/>` +
    `<path d="M80 84 L80 44 C80 34 96 24 120 18 L120 84Z" fill="${p.cylinder(p.main)}"/>` +
    `<rect x="74" y="80" width="52" height="36" rx="3" fill="${p.cylinder(GOLD)}"/>` +
    `<rect x="68" y="112" width="64" height="76" rx="6" fill="${p.cylinder(BLACK)}"/>` +
    `<rect x="68" y="112" width="64" height="7" fill="${p.cylinder(GOLD)}"/>` +
    shine(90, 56, 3, 20, 0, 0.3),
  { tilt: 6 },
);

const nailPolish = object(
  '#d81b60',
  (p) =>
    `<rect x="80" y="14" width="40" height="80" rx="8" fill="${p.cylinder(BLACK)}"/>` +
    `<rect x="86" y="88" width="28" height="14" fill="${p.cylinder(tint(p.main, 0.4))}"/>` +
    `<rect x="48" y="98" width="104" height="90" rx="22" fill="${p.cylinder(tint(p.main, 0.35))}"/>` +
    `<rect x="55" y="105" width="90" height="76" rx="17" fill="${p.cylinder(p.main)}"/>` +
    `<rect x="62" y="112" width="9" height="60" rx="4.5" fill="#fff" opacity="0.35"/>` +
    shine(96, 30, 3, 12, 0, 0.3),
  { tilt: 8 },
);

const compact = object(
  '#e2b08c',
  (p) => {
    const casing = p.odd ? '#2d2d33' : '#e6b8a8';
    return (
      `<ellipse cx="100" cy="70" rx="72" ry="56" fill="${p.body(casing, 0.2)}"/>` +
      `<ellipse cx="100" cy="70" rx="62" ry="47" fill="${p.lin(
        [
          [0, '#f7fbff'],
          [0.5, '#cfdbe6'],
          [1, '#eef3f8'],
        ],
        0,
        0,
        1,
        1,
      )}"/>` +
      `<path d="M58 46 L88 30 M66 66 L112 36" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>` +
      `<path d="M26 140 L26 150 A74 30 0 0 0 174 150 L174 140Z" fill="${shade(casing, 0.25)}"/>` +
      `<ellipse cx="100" cy="140" rx="74" ry="30" fill="${p.body(casing, 0.15)}"/>` +
      `<ellipse cx="100" cy="140" rx="58" ry="22" fill="${p.ball(p.main, 0.25, 0.15)}"/>` +
      `<path d="M70 134 C84 128 116 128 130 134 M64 144 C84 138 116 138 136 144" stroke="${shade(p.main, 0.12)}" stroke-width="2" fill="none" opacity="0.6"/>`
    );
  },
  { tilt: 4 },
);

const palette = object(
  '#b5655a',
  (p) => {
    const cols = 4;
    const rows = 2;
    let pans = '';
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const i = r * cols + c;
        const color = shade(tint(hueShift(p.main, (i - 3) * 14), i % 3 === 0 ? 0.35 : 0.05), i % 4 === 3 ? 0.3 : 0);
        const x = 32 + c * 36;
        const y = 66 + r * 38;
        pans += `<rect x="${x}" y="${y}" width="30" height="32" rx="6" fill="${shade(color, 0.25)}"/><rect x="${x + 2}" y="${y + 2}" width="26" height="28" rx="5" fill="${p.body(color, 0.12)}"/>`;
      }
    }
    return (
      `<rect x="20" y="50" width="160" height="104" rx="14" fill="${p.body(BLACK, 0.25)}"/>` +
      `<rect x="20" y="146" width="160" height="12" rx="6" fill="${shade(BLACK, 0.3)}"/>` +
      pans +
      `<g transform="rotate(-20 120 170)"><rect x="60" y="166" width="90" height="8" rx="4" fill="${GOLD}"/><ellipse cx="156" cy="170" rx="14" ry="8" fill="${mix(p.main, '#ffffff', 0.2)}"/></g>`
    );
  },
  { tilt: 6 },
);

const mascara = object(
  '#202030',
  (p) =>
    `<g transform="rotate(-35 100 100)">` +
    `<rect x="20" y="110" width="130" height="30" rx="12" fill="${p.cylinder(p.main)}"/>` +
    `<rect x="146" y="112" width="10" height="26" rx="2" fill="${p.cylinder('#c0c4ca')}"/>` +
    `<rect x="40" y="60" width="80" height="26" rx="10" fill="${p.cylinder(p.main)}"/>` +
    `<rect x="118" y="62" width="8" height="22" fill="${p.cylinder('#c0c4ca')}"/>` +
    `<rect x="126" y="70" width="30" height="6" rx="3" fill="#9ea3aa"/>` +
    `<rect x="152" y="64" width="36" height="18" rx="9" fill="#15151c"/>` +
    [156, 162, 168, 174, 180].map((x) => `<path d="M${x} 62 V84" stroke="#3a3a44" stroke-width="1.6"/>`).join('') +
    `<text x="85" y="130" font-family="${SANS}" font-size="12" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="3" opacity="0.8">VOLUME</text>` +
    `</g>`,
  { tilt: 4, backdrop: '#b39ddb' },
);

const foundation = object('#d9a47a', (p) => {
  const glass = '#f4f1ee';
  return (
    `<rect x="84" y="14" width="32" height="14" rx="3" fill="${p.cylinder(BLACK)}"/>` +
    `<rect x="96" y="6" width="22" height="8" rx="2" fill="${BLACK}"/>` +
    `<rect x="74" y="26" width="52" height="44" rx="6" fill="${p.cylinder(BLACK)}"/>` +
    `<rect x="50" y="66" width="100" height="122" rx="12" fill="${p.cylinder(glass)}"/>` +
    `<rect x="58" y="82" width="84" height="98" rx="8" fill="${p.cylinder(p.main)}"/>` +
    labelPanel(p, 62, 110, 76, 42, { fill: '#fffdf9', radius: 3 }) +
    `<rect x="58" y="74" width="8" height="104" rx="4" fill="#fff" opacity="0.35"/>`
  );
});

const brush = object(
  '#d6a2a8',
  (p) =>
    `<g transform="rotate(36 100 100)">` +
    `<path d="M90 108 L110 108 L105 196 C105 200 95 200 95 196Z" fill="${p.cylinder(p.main)}"/>` +
    `<path d="M84 80 L116 80 L112 112 L88 112Z" fill="${p.cylinder('#c9ccd1')}"/>` +
    `<path d="M84 84 C56 70 48 32 64 14 C76 0 124 0 136 14 C152 32 144 70 116 84Z" fill="${p.lin([
      [0, '#e6c7ae'],
      [0.5, '#9c7461'],
      [1, '#3b2a28'],
    ])}"/>` +
    `<path d="M76 20 C70 40 76 62 88 78 M100 8 C98 34 100 58 100 80 M124 20 C130 40 124 62 112 78" stroke="#fff" stroke-width="1.6" fill="none" opacity="0.25"/>` +
    `</g>`,
  { tilt: 6 },
);

const perfume = object('#e9a6b8', (p) => {
  const glass = '#f3f6f9';
  return (
    `<rect x="70" y="16" width="60" height="44" rx="8" fill="${p.cylinder(GOLD)}"/>` +
    `<rect x="86" y="58" width="28" height="16" fill="${p.cylinder(shade(GOLD, 0.1))}"/>` +
    `<path d="M40 82 C40 76 44 72 50 72 L150 72 C156 72 160 76 160 82 L166 172 C166 182 160 188 150 188 L50 188 C40 188 34 182 34 172Z" fill="${p.cylinder(glass)}"/>` +
    `<path d="M50 98 L150 98 L154 170 C154 176 150 178 146 178 L54 178 C50 178 46 176 46 170Z" fill="${p.cylinder(p.main)}" opacity="0.9"/>` +
    labelPanel(p, 64, 114, 72, 40, { fill: shade(GOLD, 0.05), ink: '#3b2f1a', radius: 2 }) +
    `<rect x="44" y="80" width="8" height="96" rx="4" fill="#fff" opacity="0.45"/>`
  );
});

const skincare = object('#8cc7b8', (p) => {
  const white = '#fbfbf9';
  return (
    `<g transform="rotate(-10 70 110)">` +
    `<path d="M44 22 L104 22 L98 150 L50 150Z" fill="${p.cylinder(white)}"/>` +
    `<rect x="40" y="14" width="68" height="12" rx="2" fill="${shade(white, 0.1)}"/>` +
    `<path d="M46 18 H102" stroke="${shade(white, 0.25)}" stroke-width="1" stroke-dasharray="2 2"/>` +
    `<rect x="54" y="146" width="40" height="34" rx="6" fill="${p.cylinder(p.main)}"/>` +
    `<path d="M52 60 L96 60" stroke="${p.main}" stroke-width="8"/>` +
    `</g>` +
    `<rect x="84" y="120" width="96" height="22" rx="6" fill="${p.cylinder(p.main)}"/>` +
    `<path d="M88 140 L176 140 L172 186 C172 190 168 192 164 192 L100 192 C96 192 92 190 92 186Z" fill="${p.cylinder(white)}"/>` +
    labelPanel(p, 96, 148, 72, 36, { fill: white, ink: shade(p.main, 0.5), plain: true })
  );
});

export const beauty = {
  lipstick,
  'nail-polish': nailPolish,
  compact,
  palette,
  mascara,
  foundation,
  brush,
  perfume,
  skincare,
};
