import { shade, tint } from './color';
import { fold, garment, stitch } from './fabric';
import { object } from './types';

/** Tops, laid flat: tees, shirts, knits and jackets. */

const tShirt = object('#2f80c8', (p) => {
  const body =
    'M70 28 C80 38 120 38 130 28 L168 44 L188 86 L156 98 L148 84 L148 184 L52 184 L52 84 L44 98 L12 86 L32 44 Z';
  return (
    garment(p, body, p.main, p.odd && 'stripes') +
    `<path d="M70 28 C80 44 120 44 130 28" stroke="${shade(p.main, 0.25)}" stroke-width="7" fill="none"/>` +
    stitch('M16 80 L44 92 M184 80 L156 92 M54 176 H146', shade(p.main, 0.35)) +
    fold('M70 60 C76 110 72 150 76 176 M128 64 C124 110 128 150 124 176', p.main, 8)
  );
});

const shirt = object('#f1f4f8', (p) => {
  const body = 'M64 24 L136 24 L170 38 L190 160 L168 166 L152 80 L150 186 L50 186 L48 80 L32 166 L10 160 L30 38 Z';
  const line = shade(p.main, 0.3);
  return (
    garment(p, body, p.main, p.odd && 'check', shade(p.main, 0.35)) +
    `<path d="M100 40 V186" stroke="${line}" stroke-width="1.5"/>` +
    [64, 90, 116, 142, 168].map((y) => `<circle cx="104" cy="${y}" r="3" fill="${shade(p.main, 0.45)}"/>`).join('') +
    `<path d="M70 22 L100 48 L86 62 L64 30Z M130 22 L100 48 L114 62 L136 30Z" fill="${p.body(tint(p.main, 0.2), 0.1)}" stroke="${line}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<rect x="62" y="76" width="26" height="28" rx="2" fill="none" stroke="${line}" stroke-width="1.5"/>` +
    `<path d="M10 160 L32 166 M168 166 L190 160" stroke="${line}" stroke-width="6"/>`
  );
});

const hoodie = object('#7b8a99', (p) => {
  const body = 'M62 36 L138 36 L172 52 L192 164 L170 170 L154 92 L152 184 L48 184 L46 92 L30 170 L8 164 L28 52 Z';
  const dark = shade(p.main, 0.25);
  return (
    `<path d="M60 40 C56 10 144 10 140 40 C130 56 70 56 60 40Z" fill="${p.body(shade(p.main, 0.08), 0.1)}"/>` +
    garment(p, body, p.main) +
    `<path d="M68 38 C74 62 126 62 132 38 C124 48 76 48 68 38Z" fill="${shade(p.main, 0.35)}"/>` +
    `<path d="M86 58 V92 M114 58 V92" stroke="#f4f4f4" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M68 126 L132 126 L142 168 L58 168Z" fill="none" stroke="${dark}" stroke-width="2"/>` +
    `<path d="M48 170 H152 M12 156 L30 160 M170 160 L188 156" stroke="${dark}" stroke-width="6" opacity="0.5"/>`
  );
});

const sweater = object('#c0504d', (p) => {
  const body = 'M66 30 L134 30 L170 46 L190 164 L168 170 L152 88 L150 186 L50 186 L48 88 L32 170 L10 164 L30 46 Z';
  const rib = (d: string) =>
    `<path d="${d}" stroke="${shade(p.main, 0.25)}" stroke-width="9" fill="none"/><path d="${d}" stroke="${tint(p.main, 0.2)}" stroke-width="9" stroke-dasharray="2 3" fill="none" opacity="0.6"/>`;
  const band = p.odd
    ? `<rect x="50" y="92" width="100" height="18" fill="${tint(p.main, 0.7)}"/><path d="M50 101 ${Array.from({ length: 10 }, (_, i) => `L${55 + i * 10} ${i % 2 ? 95 : 107}`).join(' ')} L150 101" stroke="${shade(p.main, 0.2)}" stroke-width="3" fill="none"/>`
    : '';
  return (
    garment(p, body, p.main, 'knit') +
    band +
    rib('M68 34 C80 46 120 46 132 34') +
    rib('M52 180 H148') +
    rib('M12 160 L32 166 M168 166 L188 160') +
    `<path d="M86 120 C80 140 92 150 86 176 M114 120 C120 140 108 150 114 176" stroke="${shade(p.main, 0.2)}" stroke-width="3" fill="none" opacity="0.5"/>`
  );
});

const jacket = object('#5b6b3c', (p) => {
  const body = 'M62 26 L138 26 L172 42 L192 166 L168 172 L154 90 L154 186 L46 186 L46 90 L32 172 L8 166 L28 42 Z';
  const dark = shade(p.main, 0.3);
  return (
    garment(p, body, p.main) +
    `<path d="M76 28 L100 96 L124 28Z" fill="${shade(p.main, 0.5)}"/>` +
    `<path d="M62 24 L84 24 L102 100 L98 108 L72 54Z M138 24 L116 24 L98 100 L102 108 L128 54Z" fill="${p.body(tint(p.main, 0.1), 0.12)}" stroke="${dark}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M100 104 V182" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M100 104 V182" stroke="#c9ccd1" stroke-width="1.4" stroke-dasharray="2 2"/>` +
    `<rect x="97" y="110" width="7" height="12" rx="2" fill="#c9ccd1"/>` +
    `<path d="M58 132 H86 M114 132 H142" stroke="${dark}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="46" y="174" width="108" height="12" fill="${shade(p.main, 0.15)}"/>` +
    stitch('M50 172 H150', tint(p.main, 0.4))
  );
});

export const tops = { 't-shirt': tShirt, shirt, hoodie, sweater, jacket };
