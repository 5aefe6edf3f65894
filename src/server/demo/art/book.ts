import { hueShift, inkOn, luminance, shade, tint } from './color';
import type { Pen } from './pen';
import { fitText, SANS, SERIF } from './text';
import { object } from './types';

/** Cover ornaments, picked by variant: they make a shelf of generated books look like different designs. */
function ornament(p: Pen, kind: number, color: string): string {
  switch (kind % 4) {
    case 0:
      return `<circle cx="100" cy="126" r="20" fill="${color}"/><path d="M56 150 L80 128 L98 144 L120 120 L148 150Z" fill="${shade(color, 0.2)}"/>`;
    case 1:
      return `<path d="M52 132 H148 M52 140 H148" stroke="${color}" stroke-width="3"/><path d="M100 118 L108 128 L100 138 L92 128Z" fill="${color}"/>`;
    case 2:
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${58 + i * 22}" y="${118 + (i % 2) * 10}" width="16" height="24" rx="2" fill="${color}" opacity="${0.55 + i * 0.15}"/>`,
        )
        .join('');
    default:
      return `<circle cx="100" cy="130" r="22" fill="none" stroke="${color}" stroke-width="3"/><circle cx="100" cy="130" r="12" fill="${color}"/>`;
  }
}

/** A hardback seen from the front: page block on the right, spine shading on the left, title and author. */
export const bookObject = object(
  '#2f4858',
  (p) => {
    const cover = p.main;
    const ink = inkOn(cover);
    const accent =
      p.accent !== p.main && Math.abs(luminance(p.accent) - luminance(cover)) > 0.2
        ? p.accent
        : luminance(cover) < 0.35
          ? '#e9c46a'
          : hueShift(shade(cover, 0.35), 160);
    const kind = p.variant + (p.label.length % 4);
    const title = p.label.trim()
      ? fitText(
          p.label,
          102,
          70,
          { maxWidth: 96, maxHeight: 70, maxLines: 4, maxSize: 20, minSize: 7, lineHeight: 1.12 },
          { fill: ink, weight: 700, family: SERIF },
        )
      : `<path d="M66 58 H138 M74 74 H130" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`;
    const author = p.sublabel.trim()
      ? fitText(
          p.sublabel.toUpperCase(),
          102,
          170,
          { maxWidth: 92, maxHeight: 14, maxLines: 1, maxSize: 9, minSize: 5 },
          { fill: ink, weight: 400, family: SANS, spacing: 1.2, opacity: 0.85 },
        )
      : '';
    return (
      `<rect x="44" y="16" width="124" height="176" rx="4" fill="#f3efe6"/>` +
      `<path d="M156 22 V186 M160 24 V184 M164 26 V182" stroke="#d8d0c0" stroke-width="1"/>` +
      `<rect x="34" y="10" width="124" height="180" rx="5" fill="${p.body(cover, 0.1)}"/>` +
      `<rect x="34" y="10" width="12" height="180" rx="4" fill="${shade(cover, 0.25)}"/>` +
      `<path d="M47 10 V190" stroke="${tint(cover, 0.3)}" stroke-width="1.5" opacity="0.6"/>` +
      `<rect x="54" y="22" width="96" height="156" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.7"/>` +
      ornament(p, kind, accent) +
      title +
      author
    );
  },
  { tilt: 0 },
);
