import { inkOn, shade, tint } from './color';
import { stitch } from './fabric';
import { labelPanel } from './label';
import { object } from './types';

const METAL = '#d1b26f';

const backpack = object('#2f6f9f', (p) => {
  const dark = shade(p.main, 0.3);
  return (
    `<path d="M78 34 C78 12 122 12 122 34" stroke="${dark}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M40 80 C26 90 26 150 40 170 M160 80 C174 90 174 150 160 170" stroke="${dark}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M44 186 L44 76 C44 44 68 28 100 28 C132 28 156 44 156 76 L156 186 C156 190 152 192 148 192 L52 192 C48 192 44 190 44 186Z" fill="${p.body(p.main, 0.14)}"/>` +
    `<path d="M56 80 C56 52 76 40 100 40 C124 40 144 52 144 80" stroke="${dark}" stroke-width="2.5" fill="none"/>` +
    `<rect x="58" y="112" width="84" height="68" rx="16" fill="${p.body(shade(p.main, 0.1), 0.12)}"/>` +
    `<path d="M66 126 H134" stroke="${dark}" stroke-width="2.5"/>` +
    `<rect x="120" y="122" width="6" height="16" rx="2" fill="${METAL}"/>` +
    `<rect x="138" y="60" width="6" height="16" rx="2" fill="${METAL}"/>` +
    stitch('M64 172 H136', tint(p.main, 0.4))
  );
});

const tote = object('#e8dcc2', (p) => {
  const strap = p.accent === p.main ? shade(p.main, 0.45) : shade(p.accent, 0.2);
  return (
    `<path d="M64 92 C60 20 92 20 92 92 M108 92 C108 20 140 20 136 92" stroke="${strap}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M38 84 L162 84 L172 184 C172 188 168 192 164 192 L36 192 C32 192 28 188 28 184Z" fill="${p.body(p.main, 0.1)}"/>` +
    `<path d="M38 84 L162 84 L163 96 L37 96Z" fill="${shade(p.main, 0.08)}"/>` +
    labelPanel(p, 52, 118, 96, 52, { plain: true, ink: inkOn(p.main) === '#ffffff' ? '#ffffff' : strap }) +
    stitch('M40 100 H160', shade(p.main, 0.3))
  );
});

const handbag = object('#8e3b2f', (p) => {
  const dark = shade(p.main, 0.3);
  return (
    `<path d="M62 84 C62 30 138 30 138 84" stroke="${dark}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M36 84 L164 84 L178 176 C180 186 174 192 164 192 L36 192 C26 192 20 186 22 176Z" fill="${p.body(p.main, 0.15)}"/>` +
    `<path d="M36 84 L164 84 L168 120 C140 140 60 140 32 120Z" fill="${p.body(shade(p.main, 0.08), 0.1)}"/>` +
    stitch('M38 92 H162 M34 118 C62 136 138 136 166 118', tint(p.main, 0.3)) +
    `<rect x="90" y="124" width="20" height="16" rx="4" fill="${p.body(METAL, 0.2)}"/>` +
    `<rect x="56" y="78" width="10" height="12" rx="3" fill="${METAL}"/><rect x="134" y="78" width="10" height="12" rx="3" fill="${METAL}"/>`
  );
});

const suitcase = object('#2b6cb0', (p) => {
  const dark = shade(p.main, 0.3);
  return (
    `<path d="M82 54 V16 H118 V54" stroke="#9aa3ad" stroke-width="6" fill="none"/>` +
    `<rect x="76" y="10" width="48" height="12" rx="6" fill="#3a3f47"/>` +
    `<rect x="46" y="50" width="108" height="132" rx="16" fill="${p.body(p.main, 0.15)}"/>` +
    `<path d="M74 62 V170 M100 62 V170 M126 62 V170" stroke="${dark}" stroke-width="4" opacity="0.5"/>` +
    `<path d="M74 62 V170 M100 62 V170 M126 62 V170" stroke="${tint(p.main, 0.3)}" stroke-width="2" opacity="0.5" transform="translate(3 0)"/>` +
    `<circle cx="64" cy="188" r="8" fill="#2f3338"/><circle cx="136" cy="188" r="8" fill="#2f3338"/>` +
    `<rect x="146" y="100" width="12" height="34" rx="4" fill="${dark}"/>`
  );
});

const wallet = object(
  '#6d4c41',
  (p) => {
    return (
      `<rect x="52" y="42" width="70" height="50" rx="4" fill="#3f8ad8" transform="rotate(-8 87 67)"/>` +
      `<rect x="82" y="46" width="70" height="50" rx="4" fill="#f2c14e" transform="rotate(6 117 71)"/>` +
      `<rect x="24" y="68" width="152" height="100" rx="14" fill="${p.body(p.main, 0.15)}"/>` +
      `<path d="M24 68 H176 V92 C130 100 70 100 24 92Z" fill="${shade(p.main, 0.12)}"/>` +
      stitch('M32 76 H168 V158 H32 Z', tint(p.main, 0.4)) +
      `<circle cx="150" cy="112" r="7" fill="${p.body(METAL, 0.2)}"/>`
    );
  },
  { tilt: 8 },
);

const duffel = object('#3e5566', (p) => {
  const dark = shade(p.main, 0.3);
  return (
    `<path d="M70 76 C70 30 130 30 130 76" stroke="${dark}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<rect x="18" y="70" width="164" height="100" rx="46" fill="${p.body(p.main, 0.15)}"/>` +
    `<ellipse cx="36" cy="120" rx="16" ry="46" fill="${shade(p.main, 0.2)}"/>` +
    `<ellipse cx="164" cy="120" rx="16" ry="46" fill="${shade(p.main, 0.2)}"/>` +
    `<path d="M44 80 C80 70 120 70 156 80" stroke="${dark}" stroke-width="3" fill="none"/>` +
    `<rect x="150" y="74" width="6" height="14" rx="2" fill="${METAL}"/>` +
    `<path d="M62 92 V166 M138 92 V166" stroke="${tint(p.main, 0.25)}" stroke-width="7"/>` +
    `<rect x="76" y="118" width="48" height="34" rx="6" fill="${shade(p.main, 0.12)}"/>`
  );
});

const clutch = object(
  '#b03a5b',
  (p) => {
    return (
      `<rect x="24" y="62" width="152" height="90" rx="10" fill="${p.body(p.main, 0.15)}"/>` +
      `<path d="M24 72 C24 66 28 62 34 62 L166 62 C172 62 176 66 176 72 L104 122 C102 124 98 124 96 122Z" fill="${p.body(shade(p.main, 0.08), 0.12)}"/>` +
      `<path d="M30 70 L100 118 L170 70" stroke="${tint(p.main, 0.3)}" stroke-width="1.5" fill="none" stroke-dasharray="4 3"/>` +
      `<rect x="92" y="112" width="16" height="16" rx="8" fill="${p.body(METAL, 0.2)}"/>`
    );
  },
  { tilt: 6 },
);

export const bags = { backpack, tote, handbag, suitcase, wallet, duffel, clutch };
