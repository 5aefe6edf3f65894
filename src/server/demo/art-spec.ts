/** Everything the picture generator can draw. Content refers to these names; the renderer draws each one. */
export const MOTIFS = [
  // produce
  'apple',
  'banana',
  'orange',
  'lemon',
  'strawberry',
  'grapes',
  'pear',
  'cherry',
  'watermelon',
  'avocado',
  'tomato',
  'carrot',
  'broccoli',
  'lettuce',
  'potato',
  'onion',
  'pepper',
  'cucumber',
  'eggplant',
  'mushroom',
  'corn',
  'produce-basket',
  // pantry, dairy, meat
  'bottle',
  'jar',
  'can',
  'box',
  'sack',
  'packet',
  'carton',
  'cheese',
  'eggs',
  'steak',
  'fish',
  'chicken',
  'dates',
  'spices',
  'tea',
  'coffee',
  // bakery
  'bread',
  'baguette',
  'croissant',
  'bun',
  'flatbread',
  'cake',
  'cupcake',
  'cookie',
  'donut',
  'pie',
  'muffin',
  'pretzel',
  // books
  'book',
  // makeup
  'lipstick',
  'nail-polish',
  'compact',
  'palette',
  'mascara',
  'foundation',
  'brush',
  'perfume',
  'skincare',
  // clothing
  't-shirt',
  'shirt',
  'dress',
  'jeans',
  'hoodie',
  'sweater',
  'jacket',
  'skirt',
  'shorts',
  'socks',
  'scarf',
  'cap',
  // bags
  'backpack',
  'tote',
  'handbag',
  'suitcase',
  'wallet',
  'duffel',
  'clutch',
  // shop furniture: logos, covers, banners, offers, coupons, author portraits
  'logo',
  'cover',
  'banner',
  'offer',
  'coupon',
  'portrait',
] as const;

export type Motif = (typeof MOTIFS)[number];

/**
 * A recipe for a generated catalogue picture. Demo pictures are drawn from these recipes (SVG rendered
 * to WebP) the first time they are requested, so the repository ships code, not binary images.
 */
export interface ArtSpec {
  /** What to draw. */
  motif: Motif;
  /** Main colours as CSS hex strings; the drawing picks sensible defaults when absent. */
  colors?: string[];
  /** Text drawn on the picture where the motif has room for it (book covers, labels, banners). */
  label?: string;
  sublabel?: string;
  /** Picture proportions: product pictures are square, banners and covers wide. */
  shape?: 'square' | 'wide' | 'banner' | 'portrait';
  /** Leave the headline out: the page writes its own text over the picture (type banners). */
  textless?: boolean;
  /** Varies small details (angle, background pattern) between pictures of the same motif. */
  variant?: number;
}
