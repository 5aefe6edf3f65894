import { bags } from './bags';
import { bakery } from './bakery';
import { beauty } from './beauty';
import { clothing } from './clothing';
import { fruit } from './fruit';
import type { Pen } from './pen';
import { item } from './shapes';
import { sweets } from './sweets';
import type { ObjectMotif } from './types';
import { vegetables } from './vegetables';
import { bookObject } from './book';

type Piece = [ObjectMotif, string?];

/** Decorations for promotional pictures, chosen from the words of the label so a bakery banner shows bread. */
const THEMES: [RegExp, Piece[]][] = [
  [
    /\b(bak|bread|pastr|cake|crumb|oven|croissant|bun|dough|patisser)/i,
    [[bakery.croissant], [sweets.cupcake], [bakery.bread], [sweets.donut], [bakery.baguette]],
  ],
  [
    /\b(book|e-?book|read|novel|page|author|librar|stor(y|ies))/i,
    [
      [bookObject, '#2f4858'],
      [bookObject, '#b5473a'],
      [bookObject, '#e0a030'],
    ],
  ],
  [
    /\b(shade|lip|beauty|glow|make-?up|gift|skin|nail|perfume|cosmetic)/i,
    [[beauty.lipstick], [beauty.perfume], [beauty['nail-polish']], [beauty.compact]],
  ],
  [
    /\b(knit|denim|cloth|wear|fashion|thread|basic|fits?\b|style|wardrobe|tee|shirt|dress)/i,
    [[clothing['t-shirt']], [clothing.jeans], [clothing.sweater], [clothing.dress]],
  ],
  [
    /\b(bag|tote|leather|monogram|travel|weekend|luggage|backpack|purse)/i,
    [[bags.handbag], [bags.backpack], [bags.suitcase], [bags.tote]],
  ],
  [
    /\b(fruit|grocer|fresh|organic|vegetable|produce|farm|market|harvest|veg)/i,
    [[fruit.apple], [vegetables.broccoli], [fruit.orange], [vegetables.carrot], [fruit.grapes], [fruit.banana]],
  ],
];

const MIXED: Piece[] = [[fruit.apple], [bakery.croissant], [beauty.lipstick], [bags.handbag], [fruit.orange]];

export function decorFor(text: string): Piece[] {
  return THEMES.find(([re]) => re.test(text))?.[1] ?? MIXED;
}

/**
 * A small still life of `count` pieces centred at (cx, cy) with the biggest in the middle; `size` is the
 * height of the middle piece in canvas units.
 */
export function cluster(p: Pen, pieces: Piece[], cx: number, cy: number, size: number, count = 3): string {
  const chosen = pieces.slice(0, Math.max(1, Math.min(count, pieces.length)));
  const s = size / 200;
  const slots =
    chosen.length >= 3
      ? [
          [-0.62, 0.12, 0.72, -8],
          [0.62, 0.14, 0.72, 8],
          [0, 0, 1, 0],
        ]
      : chosen.length === 2
        ? [
            [-0.42, 0.06, 0.82, -6],
            [0.42, 0, 0.92, 6],
          ]
        : [[0, 0, 1, 0]];
  // Side pieces first so the middle one overlaps them.
  const order = chosen.length >= 3 ? [chosen[1], chosen[2], chosen[0]] : chosen;
  return order
    .map((piece, i) => {
      const [dx, dy, k, r] = slots[i] as [number, number, number, number];
      const [def, color] = piece as Piece;
      return item(def, p, color ?? def.color, cx + dx * size, cy + dy * size, s * k, r);
    })
    .join('');
}
