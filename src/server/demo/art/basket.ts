import { shade, tint } from './color';
import { f } from './pen';
import { fruit } from './fruit';
import { item } from './shapes';
import { object } from './types';
import { vegetables } from './vegetables';

/** A wicker basket overflowing with produce (category pictures for fresh food). */
export const produceBasket = object(
  '#b07a45',
  (p) => {
    const wicker = p.main;
    let weave = '';
    for (let y = 126; y < 180; y += 12) {
      weave += `<path d="M${f(36 + (y - 118) * 0.2)} ${y} H${f(164 - (y - 118) * 0.2)}" stroke="${shade(wicker, 0.28)}" stroke-width="2.4" opacity="0.6"/>`;
    }
    for (let x = 48; x <= 152; x += 13) {
      weave += `<path d="M${x} 122 L${f(100 + (x - 100) * 0.86)} 182" stroke="${tint(wicker, 0.25)}" stroke-width="3" opacity="0.5"/>`;
    }
    const items = p.odd
      ? [
          item(vegetables.carrot, p, '#f07a1a', 70, 82, 0.42, -30),
          item(vegetables.broccoli, p, '#3f7f2c', 104, 74, 0.42, 6),
          item(vegetables.tomato, p, '#e0301e', 138, 96, 0.32),
          item(vegetables.eggplant, p, '#5a2a6e', 64, 104, 0.3, -40),
          item(vegetables.pepper, p, '#f2b705', 106, 104, 0.3, 10),
        ]
      : [
          item(fruit.banana, p, '#f5c83c', 76, 78, 0.48, -14),
          item(fruit.grapes, p, '#6d2f78', 128, 80, 0.36, 10),
          item(fruit.orange, p, '#f28c1c', 110, 104, 0.3),
          item(fruit.apple, p, '#d32f2f', 72, 104, 0.32, -8),
          item(fruit.pear, p, '#a8c43c', 146, 104, 0.28, 12),
        ];
    return (
      `<path d="M40 120 C40 40 160 40 160 120" stroke="${shade(wicker, 0.15)}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      items.join('') +
      `<path d="M30 118 L170 118 L158 180 C152 188 48 188 42 180 Z" fill="${p.body(wicker, 0.2)}"/>` +
      weave +
      `<rect x="24" y="110" width="152" height="16" rx="8" fill="${p.body(tint(wicker, 0.1), 0.2)}"/>`
    );
  },
  { tilt: 3 },
);
