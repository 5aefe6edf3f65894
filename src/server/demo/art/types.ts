import type { Pen } from './pen';

/** Logical drawing area: always 800 units wide, height from the picture's shape. */
export interface Canvas {
  w: number;
  h: number;
}

/** A product drawn in a 200×200 box; the scene centres it on a backdrop and adds the shadow. */
export interface ObjectMotif {
  kind: 'object';
  /** Main colour when the recipe gives none. */
  color: string;
  /** Backdrop hue when the recipe gives no second colour (defaults to a tint of the main colour). */
  backdrop?: string;
  /** Largest random tilt in degrees (0 for things that stand upright, like bottles). */
  tilt?: number;
  draw(p: Pen): string;
}

/** Markup split by role: the foreground casts the soft shadow, the overlay (text) does not. */
export interface Layers {
  background: string;
  foreground: string;
  overlay?: string;
}

/** A whole composition (logos, banners, covers, portraits) laid out for the canvas it gets. */
export interface SceneMotif {
  kind: 'scene';
  color: string;
  accent: string;
  draw(p: Pen, canvas: Canvas): Layers;
}

export type MotifDef = ObjectMotif | SceneMotif;

/** Shorthand for object motifs. */
export function object(color: string, draw: (p: Pen) => string, extra: Partial<ObjectMotif> = {}): ObjectMotif {
  return { kind: 'object', color, draw, ...extra };
}
