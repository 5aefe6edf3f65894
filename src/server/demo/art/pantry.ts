import { mix, shade, tint } from './color';
import { labelPanel } from './label';
import { shine } from './pen';
import { object } from './types';

const METAL = '#c9ccd1';

const bottle = object('#7d8f2a', (p) => {
  const glass = `M88 32 L88 58 C88 74 58 80 58 104 L58 178 C58 187 65 192 74 192 L126 192 C135 192 142 187 142 178 L142 104 C142 80 112 74 112 58 L112 32 Z`;
  return (
    `<path d="${glass}" fill="${p.cylinder(p.main)}"/>` +
    `<rect x="84" y="10" width="32" height="26" rx="5" fill="${p.cylinder(shade(p.accent, 0.55))}"/>` +
    `<rect x="86" y="34" width="28" height="5" rx="2" fill="${shade(p.main, 0.35)}"/>` +
    labelPanel(p, 62, 112, 76, 52) +
    `<rect x="68" y="86" width="7" height="96" rx="3.5" fill="#fff" opacity="0.28"/>`
  );
});

const jar = object('#e39b2d', (p) => {
  const cloth = p.odd;
  const lid = cloth
    ? `<path d="M34 56 C40 30 160 30 166 56 L172 74 C150 80 50 80 28 74Z" fill="${p.body('#d9463b', 0.1)}"/>` +
      `<path d="M46 52 H154 M40 64 H160 M70 36 V74 M100 32 V76 M130 36 V74" stroke="#fff" stroke-width="5" opacity="0.55"/>` +
      `<path d="M42 64 C80 70 120 70 158 64" stroke="${shade(p.main, 0.5)}" stroke-width="3" fill="none"/>`
    : `<rect x="42" y="34" width="116" height="30" rx="6" fill="${p.cylinder(METAL)}"/>` +
      `<path d="M48 42 V58 M60 42 V58 M72 42 V58 M84 42 V58 M96 42 V58 M108 42 V58 M120 42 V58 M132 42 V58 M144 42 V58" stroke="#8d9096" stroke-width="2" opacity="0.5"/>`;
  return (
    `<rect x="46" y="60" width="108" height="128" rx="20" fill="${p.cylinder(p.main)}"/>` +
    `<rect x="52" y="58" width="96" height="10" rx="4" fill="${tint(p.main, 0.35)}" opacity="0.7"/>` +
    lid +
    labelPanel(p, 54, 98, 92, 56, { radius: 4 }) +
    `<rect x="56" y="72" width="8" height="104" rx="4" fill="#fff" opacity="0.3"/>`
  );
});

const can = object('#c62828', (p) => {
  const rim = (y: number) =>
    `<ellipse cx="100" cy="${y}" rx="50" ry="12" fill="${p.cylinder(METAL)}"/><ellipse cx="100" cy="${y}" rx="44" ry="9" fill="${p.cylinder(shade(METAL, 0.12))}"/>`;
  return (
    `<path d="M50 40 L50 176 A50 12 0 0 0 150 176 L150 40 Z" fill="${p.cylinder(METAL)}"/>` +
    `<path d="M50 54 L50 162 A50 12 0 0 0 150 162 L150 54 A50 12 0 0 1 50 54Z" fill="${p.cylinder(p.main)}"/>` +
    `<path d="M50 62 A50 12 0 0 0 150 62 M50 154 A50 12 0 0 0 150 154" stroke="${tint(p.main, 0.5)}" stroke-width="2" fill="none" opacity="0.6"/>` +
    labelPanel(p, 62, 82, 76, 58, { radius: 29 }) +
    rim(40)
  );
});

const box = object('#f0a93b', (p) => {
  const front = `M40 34 L136 34 L136 190 L40 190Z`;
  const side = `M136 34 L164 20 L164 176 L136 190Z`;
  const top = `M40 34 L68 20 L164 20 L136 34Z`;
  return (
    `<path d="${side}" fill="${shade(p.main, 0.28)}"/><path d="${top}" fill="${tint(p.main, 0.3)}"/>` +
    `<path d="${front}" fill="${p.body(p.main, 0.12)}"/>` +
    `<circle cx="88" cy="66" r="20" fill="${tint(p.main, 0.45)}" opacity="0.8"/>` +
    `<path d="M40 172 C70 160 104 182 136 166 L136 190 L40 190Z" fill="${shade(p.main, 0.15)}"/>` +
    labelPanel(p, 48, 96, 80, 58)
  );
});

const sack = object('#d8bf94', (p) => {
  let weave = '';
  for (let y = 76; y < 184; y += 8) weave += `M46 ${y} H154 `;
  for (let x = 50; x < 152; x += 8) weave += `M${x} 64 V186 `;
  return (
    `<path d="M64 62 C58 40 70 22 80 30 C88 16 112 16 120 30 C130 22 142 40 136 62Z" fill="${p.body(tint(p.main, 0.1))}"/>` +
    `<path d="M54 60 C44 100 38 150 46 178 C60 192 140 192 154 178 C162 150 156 100 146 60 C128 50 72 50 54 60Z" fill="${p.body(p.main, 0.16)}"/>` +
    `<path d="${weave}" stroke="${shade(p.main, 0.3)}" stroke-width="1" opacity="0.18"/>` +
    `<path d="M60 60 C80 66 120 66 140 60" stroke="#8a6a3e" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<path d="M100 64 C94 74 88 80 82 84 M100 64 C106 74 112 80 118 84" stroke="#8a6a3e" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    labelPanel(p, 64, 104, 72, 50, { radius: 3 }) +
    `<rect x="67" y="107" width="66" height="44" rx="2" fill="none" stroke="${shade(p.main, 0.4)}" stroke-width="1.4" stroke-dasharray="4 3"/>`
  );
});

const packet = object(
  '#2e7dd1',
  (p) => {
    const crimp = (y: number) => {
      let d = `M44 ${y}`;
      for (let x = 44; x < 156; x += 8) d += ` L${x + 4} ${y + 4} L${x + 8} ${y}`;
      return `<path d="${d}" stroke="${shade(p.main, 0.3)}" stroke-width="1.6" fill="none" opacity="0.6"/>`;
    };
    return (
      `<path d="M44 24 L156 24 L156 40 C162 84 162 136 156 180 L156 194 L44 194 L44 180 C38 136 38 84 44 40 Z" fill="${p.cylinder(p.main)}"/>` +
      `<rect x="44" y="24" width="112" height="16" fill="${shade(p.main, 0.12)}"/>` +
      `<rect x="44" y="180" width="112" height="14" fill="${shade(p.main, 0.12)}"/>` +
      crimp(28) +
      crimp(184) +
      `<path d="M44 140 C80 120 120 160 156 136 L158 176 L42 176Z" fill="${tint(p.main, 0.25)}" opacity="0.6"/>` +
      `<ellipse cx="100" cy="104" rx="46" ry="34" fill="#fffaf0"/>` +
      labelPanel(p, 58, 78, 84, 52, { plain: true }) +
      shine(60, 110, 5, 40, 0, 0.22)
    );
  },
  { tilt: 6 },
);

const carton = object('#1e88e5', (p) => {
  const white = '#f7f5f0';
  return (
    `<path d="M144 72 L166 58 L166 176 L144 190Z" fill="${shade(white, 0.16)}"/>` +
    `<path d="M144 72 L154 38 L166 58Z" fill="${shade(p.main, 0.3)}"/>` +
    `<path d="M56 72 L66 38 L154 38 L144 72Z" fill="${p.body(p.main, 0.1)}"/>` +
    `<path d="M62 26 L152 26 L156 38 L66 38Z" fill="${shade(white, 0.06)}"/>` +
    `<rect x="56" y="72" width="88" height="118" fill="${p.body(white, 0.06)}"/>` +
    `<path d="M56 160 C80 150 116 170 144 156 L144 190 L56 190Z" fill="${p.main}"/>` +
    `<path d="M144 156 L166 144 L166 176 L144 190Z" fill="${shade(p.main, 0.25)}"/>` +
    labelPanel(p, 60, 90, 80, 52, { fill: white, ink: shade(p.main, 0.2) })
  );
});

const spices = object(
  '#d2521f',
  (p) => {
    const powders = [p.main, mix(p.main, '#e8b21c', 0.75), mix(p.main, '#7a4a24', 0.75)];
    const bowl = (x: number, y: number, s: number, color: string) =>
      `<g transform="translate(${x} ${y}) scale(${s})">` +
      `<ellipse cx="0" cy="-4" rx="40" ry="10" fill="${shade('#f4efe6', 0.18)}"/>` +
      `<path d="M-34 -2 C-28 -40 28 -40 34 -2 C20 4 -20 4 -34 -2Z" fill="${p.ball(color, 0.25, 0.2)}"/>` +
      `<path d="M-40 -4 C-30 6 30 6 40 -4 C38 20 22 32 0 32 C-22 32 -38 20 -40 -4Z" fill="${p.body('#f4efe6', 0.12)}"/>` +
      `<path d="M-40 -4 C-30 6 30 6 40 -4" stroke="#fff" stroke-width="2" fill="none" opacity="0.8"/></g>`;
    const anise = `<path d="M0 -14 L4 -4 L14 0 L4 4 L0 14 L-4 4 L-14 0 L-4 -4Z" fill="#7a4426" transform="translate(44 168) rotate(20)"/>`;
    const stick = `<rect x="132" y="160" width="46" height="10" rx="5" fill="${p.cylinder('#9a5b2f')}" transform="rotate(-12 155 165)"/>`;
    return (
      bowl(62, 84, 0.9, powders[1] as string) +
      bowl(138, 84, 0.9, powders[2] as string) +
      bowl(100, 130, 1.1, powders[0] as string) +
      anise +
      stick
    );
  },
  { tilt: 4 },
);

const tea = object(
  '#2f8f83',
  (p) =>
    `<ellipse cx="100" cy="168" rx="80" ry="18" fill="${p.body(tint(p.main, 0.55))}"/>` +
    `<ellipse cx="100" cy="164" rx="54" ry="10" fill="${shade(tint(p.main, 0.55), 0.1)}"/>` +
    `<path d="M150 104 C182 100 184 140 146 144" stroke="${p.main}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M38 96 L162 96 C160 140 138 166 100 166 C62 166 40 140 38 96Z" fill="${p.cylinder(p.main)}"/>` +
    `<ellipse cx="100" cy="96" rx="62" ry="13" fill="${tint(p.main, 0.6)}"/>` +
    `<ellipse cx="100" cy="97" rx="55" ry="10" fill="#b4651e"/>` +
    `<path d="M128 94 C136 110 130 124 120 132" stroke="#e9e2d2" stroke-width="1.5" fill="none"/>` +
    `<rect x="110" y="128" width="20" height="18" rx="2" fill="#f8f1e4" transform="rotate(-8 120 137)"/>` +
    `<path d="M78 76 C70 64 86 54 78 40 M104 72 C96 58 112 50 104 34 M128 78 C122 66 134 58 128 46" stroke="${shade(p.accent, 0.25)}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.25"/>`,
  { backdrop: '#c8a26b' },
);

const coffee = object(
  '#f2ede6',
  (p) => {
    const bean = (x: number, y: number, r: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="11" ry="15" fill="${p.ball('#5b341d', 0.3, 0.3)}"/><path d="M0 -12 C-5 -4 5 4 0 12" stroke="#2d170c" stroke-width="2" fill="none"/></g>`;
    return (
      `<path d="M140 88 C178 86 180 142 138 144" stroke="${shade(p.main, 0.12)}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
      `<path d="M46 62 L46 158 C46 176 60 184 76 184 L118 184 C134 184 146 176 146 158 L146 62Z" fill="${p.cylinder(p.main)}"/>` +
      `<ellipse cx="96" cy="62" rx="50" ry="13" fill="${shade(p.main, 0.1)}"/>` +
      `<ellipse cx="96" cy="63" rx="44" ry="10" fill="#6b3f22"/>` +
      `<ellipse cx="96" cy="63" rx="36" ry="7.5" fill="#a8713f"/>` +
      `<path d="M96 70 C84 64 86 56 92 58 C94 58 96 60 96 61 C96 60 98 58 100 58 C106 56 108 64 96 70Z" fill="#f1dfc4"/>` +
      bean(40, 178, -30) +
      bean(166, 170, 40) +
      bean(150, 188, 100) +
      `<path d="M76 40 C68 30 84 22 76 8 M104 40 C96 28 112 20 104 6" stroke="${shade(p.accent, 0.2)}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.25"/>`
    );
  },
  { backdrop: '#a0653a' },
);

export const pantry = { bottle, jar, can, box, sack, packet, carton, spices, tea, coffee };
