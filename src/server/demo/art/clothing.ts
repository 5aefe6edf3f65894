import { shade, tint } from './color';
import { fold, garment, stitch, weave, type Weave } from './fabric';
import { f } from './pen';
import { object } from './types';
import { tops } from './tops';

const dress = object('#d84a6b', (p) => {
  const body =
    'M76 22 L88 22 C90 38 110 38 112 22 L124 22 L128 68 C132 80 130 90 126 96 L172 184 C130 196 70 196 28 184 L74 96 C70 90 68 80 72 68 Z';
  return (
    garment(p, body, p.main, p.odd && 'dots') +
    `<path d="M72 92 C90 98 110 98 128 92" stroke="${shade(p.main, 0.3)}" stroke-width="6" fill="none"/>` +
    fold('M90 104 L70 186 M100 104 L100 190 M110 104 L130 186', p.main, 6) +
    `<path d="M88 22 C90 38 110 38 112 22" stroke="${shade(p.main, 0.3)}" stroke-width="3" fill="none"/>`
  );
});

const jeans = object('#3d6ea5', (p) => {
  const body = 'M46 18 L154 18 L158 40 L172 190 L118 190 L102 78 L98 78 L82 190 L28 190 L42 40 Z';
  const thread = '#e6a23c';
  return (
    garment(p, body, p.main, 'denim') +
    `<path d="M46 18 L154 18 L155 34 L45 34Z" fill="${shade(p.main, 0.12)}"/>` +
    [56, 84, 116, 144]
      .map((x) => `<rect x="${x}" y="16" width="6" height="20" rx="2" fill="${shade(p.main, 0.2)}"/>`)
      .join('') +
    `<circle cx="100" cy="26" r="4" fill="#c9a45a"/>` +
    stitch('M100 36 V70 C100 76 108 78 110 70 V40', thread) +
    stitch('M48 40 C62 44 72 56 74 68 M152 40 C138 44 128 56 126 68', thread) +
    stitch('M48 36 H152', thread) +
    fold('M60 90 L52 180 M140 90 L148 180', p.main, 8)
  );
});

const skirt = object('#b8336a', (p) => {
  const body = 'M64 48 L136 48 L174 176 C130 188 70 188 26 176 Z';
  return (
    garment(p, body, p.main, p.odd && 'check') +
    `<rect x="62" y="34" width="76" height="18" rx="3" fill="${p.body(shade(p.main, 0.12))}"/>` +
    `<circle cx="126" cy="43" r="3.4" fill="${tint(p.main, 0.6)}"/>` +
    [72, 86, 100, 114, 128].map((x) => fold(`M${x} 56 L${f(100 + (x - 100) * 2.6)} 180`, p.main, 4)).join('')
  );
});

const shorts = object('#c99a62', (p) => {
  const body = 'M44 44 L156 44 L172 150 L114 158 L100 98 L86 158 L28 150 Z';
  const dark = shade(p.main, 0.3);
  return (
    garment(p, body, p.main) +
    `<rect x="44" y="32" width="112" height="16" rx="3" fill="${p.body(shade(p.main, 0.1))}"/>` +
    `<path d="M92 48 C90 60 84 66 80 70 M108 48 C110 60 116 66 120 70" stroke="#f4f1ea" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    stitch('M30 140 L86 146 M114 146 L170 140', dark) +
    stitch('M52 52 C64 58 72 70 72 82 M148 52 C136 58 128 70 128 82', dark) +
    `<path d="M100 52 V96" stroke="${dark}" stroke-width="1.5"/>`
  );
});

const socks = object('#f0a035', (p) => {
  const sock = (dx: number, dy: number, color: string) => {
    const d =
      'M50 20 L96 20 L96 112 C96 122 102 128 112 128 L148 128 C168 128 174 146 168 160 C162 172 150 176 138 176 L92 176 C64 176 50 156 50 134 Z';
    const contrast = p.odd ? '#ffffff' : shade(color, 0.45);
    return (
      `<g transform="translate(${dx} ${dy})">` +
      `<path d="${d}" fill="${p.body(color, 0.1)}"/>` +
      `<rect x="50" y="20" width="46" height="18" fill="${shade(color, 0.15)}"/>` +
      [26, 32].map((y) => `<path d="M52 ${y} H94" stroke="${tint(color, 0.3)}" stroke-width="2"/>`).join('') +
      (p.odd
        ? [56, 76, 96]
            .map((y) => `<rect x="50" y="${y}" width="46" height="8" fill="${contrast}" opacity="0.85"/>`)
            .join('')
        : '') +
      `<path d="M146 128 C166 128 174 146 168 160 C162 172 150 176 138 176 L132 176 C140 160 140 140 146 128Z" fill="${contrast}" opacity="0.9"/>` +
      `<path d="M50 134 C50 156 64 176 92 176 L96 176 C80 166 74 150 76 134Z" fill="${contrast}" opacity="0.9"/>` +
      `<path d="${d}" fill="none" stroke="${shade(color, 0.3)}" stroke-width="1.5"/>` +
      `</g>`
    );
  };
  return sock(18, -12, shade(p.main, 0.08)) + sock(-14, 14, p.main);
});

const scarf = object('#b23a48', (p) => {
  const kind: Weave = p.odd ? 'stripes' : 'check';
  const fringe = (x: number, y: number, w: number) =>
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M${f(x + (i + 0.5) * (w / 8))} ${y} v12" stroke="${shade(p.main, 0.1)}" stroke-width="2.4" stroke-linecap="round"/>`,
    ).join('');
  const band = (d: string, color: string, rule = '') =>
    `<path d="${d}"${rule ? ` fill-rule="${rule}"` : ''} fill="${p.body(color, 0.12)}"/>${weave(p, kind, color, d, rule)}`;
  const ring = 'M40 50 A60 34 0 1 0 160 50 A60 34 0 1 0 40 50Z M66 46 A34 16 0 1 1 134 46 A34 16 0 1 1 66 46Z';
  return (
    band(ring, shade(p.main, 0.25), 'evenodd') +
    band('M40 50 C42 80 158 80 160 50 C158 96 42 96 40 50Z', p.main) +
    band('M100 76 L136 70 L146 176 L110 180Z', shade(p.main, 0.08)) +
    band('M62 70 L104 80 L94 188 L54 182Z', p.main) +
    fringe(110, 178, 36) +
    fringe(54, 184, 40)
  );
});

const cap = object(
  '#2c5f8a',
  (p) => {
    const dark = shade(p.main, 0.3);
    return (
      `<path d="M112 126 C140 118 182 124 194 142 C176 156 132 152 96 140Z" fill="${p.body(shade(p.main, 0.15), 0.15)}"/>` +
      `<path d="M24 130 C22 74 60 40 104 40 C148 40 174 76 172 130 C130 142 66 142 24 130Z" fill="${p.ball(p.main, 0.25, 0.2)}"/>` +
      `<path d="M104 40 C92 70 88 100 90 138 M104 40 C128 64 140 96 142 134" stroke="${dark}" stroke-width="2" fill="none" opacity="0.6"/>` +
      `<ellipse cx="104" cy="40" rx="8" ry="4" fill="${dark}"/>` +
      `<circle cx="60" cy="76" r="3" fill="${dark}"/><circle cx="122" cy="64" r="3" fill="${dark}"/>` +
      `<path d="M24 130 C66 142 130 142 172 130" stroke="${dark}" stroke-width="4" fill="none"/>` +
      `<rect x="100" y="96" width="32" height="18" rx="3" fill="${tint(p.main, 0.75)}" transform="rotate(-6 116 105)"/>`
    );
  },
  { tilt: 6 },
);

export const clothing = { ...tops, dress, jeans, skirt, shorts, socks, scarf, cap };
