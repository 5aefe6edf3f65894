import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOTIFS, type ArtSpec, type Motif } from '@/server/demo/art-spec';
import { artSvg, renderArt } from '@/server/demo/render-art';

const SHAPES = ['square', 'wide', 'banner', 'portrait'] as const;
const RATIO: Record<(typeof SHAPES)[number], number> = { square: 1, wide: 16 / 9, banner: 3, portrait: 3 / 4 };

/** Motifs that print the recipe's text somewhere on the picture. */
const TEXT_MOTIFS: Motif[] = [
  'book',
  'logo',
  'banner',
  'offer',
  'coupon',
  'cover',
  'bottle',
  'jar',
  'can',
  'box',
  'sack',
  'packet',
  'carton',
  'skincare',
  'perfume',
  'foundation',
  'tote',
];

/** Downscaled greyscale pixels: enough to tell drawings apart, insensitive to encoder noise. */
async function thumbprint(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(32, 32, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 1) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

describe('renderArt', () => {
  it.each(SHAPES)('draws every motif as a WebP of the right size in %s shape', async (shape) => {
    const width = 120;
    for (const motif of MOTIFS) {
      const image = await renderArt({ motif, shape, label: 'Sample', sublabel: 'Subtitle' }, width);
      const meta = await sharp(image).metadata();
      expect({ motif, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        motif,
        format: 'webp',
        width,
        height: Math.round(width / RATIO[shape]),
      });
    }
  });

  it('renders at the sizes the media route asks for', async () => {
    for (const [width, height] of [
      [800, 800],
      [360, 360],
    ]) {
      const meta = await sharp(await renderArt({ motif: 'croissant' }, width as number)).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    const banner = await sharp(await renderArt({ motif: 'banner', shape: 'banner', label: 'Hi' }, 800)).metadata();
    expect([banner.width, banner.height]).toEqual([800, 267]);
  });

  it('is deterministic: the same recipe gives the same bytes', async () => {
    const specs: ArtSpec[] = MOTIFS.map((motif, i) => ({
      motif,
      colors: i % 2 ? ['#3366cc'] : undefined,
      label: 'Twice',
      variant: i % 3,
    }));
    for (const spec of specs) {
      const [first, second] = await Promise.all([renderArt(spec, 96), renderArt(spec, 96)]);
      expect(first.equals(second), spec.motif).toBe(true);
    }
  });

  it('draws each motif differently, even in the same colours', async () => {
    const colors = ['#c0392b', '#f5f5f5'];
    const prints = await Promise.all(MOTIFS.map(async (motif) => thumbprint(await renderArt({ motif, colors }, 128))));
    let closest = { pair: '', difference: Infinity };
    for (let i = 0; i < MOTIFS.length; i += 1) {
      for (let j = i + 1; j < MOTIFS.length; j += 1) {
        const difference = meanDifference(prints[i] as Buffer, prints[j] as Buffer);
        if (difference < closest.difference) closest = { pair: `${MOTIFS[i]} / ${MOTIFS[j]}`, difference };
      }
    }
    // Two renders of one recipe differ by 0; two drawings of different things by far more than the
    // subtle background texture (measured closest pair: shirt / sweater ≈ 4).
    expect(closest.difference, closest.pair).toBeGreaterThan(2.5);
  });

  it('uses the recipe colours and variant', async () => {
    // The middle of a t-shirt picture is the shirt: it takes the recipe's main colour.
    const centre = async (spec: ArtSpec) => {
      const { data } = await sharp(await renderArt(spec, 100))
        .extract({ left: 45, top: 55, width: 10, height: 10 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const sum: [number, number, number] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 3) {
        sum[0] += data[i] ?? 0;
        sum[1] += data[i + 1] ?? 0;
        sum[2] += data[i + 2] ?? 0;
      }
      return sum.map((v) => v / (data.length / 3));
    };
    const [r1, , b1] = await centre({ motif: 't-shirt', colors: ['#c62828'] });
    const [r2, , b2] = await centre({ motif: 't-shirt', colors: ['#1565c0'] });
    expect(r1).toBeGreaterThan((b1 ?? 0) + 60);
    expect(b2).toBeGreaterThan((r2 ?? 0) + 60);

    const plain = await thumbprint(await renderArt({ motif: 't-shirt', colors: ['#c62828'] }, 96));
    const striped = await thumbprint(await renderArt({ motif: 't-shirt', colors: ['#c62828'], variant: 1 }, 96));
    expect(meanDifference(plain, striped)).toBeGreaterThan(2);
  });

  it('prints the label: different titles give different covers', async () => {
    const a = await thumbprint(await renderArt({ motif: 'book', label: 'A Short Title', sublabel: 'Ann Lee' }, 256));
    const b = await thumbprint(
      await renderArt({ motif: 'book', label: 'Another Much Longer Title That Wraps', sublabel: 'Bo Ng' }, 256),
    );
    expect(meanDifference(a, b)).toBeGreaterThan(0.5);
  });

  it('escapes markup characters and survives Arabic, control characters and bad colours', async () => {
    const labels = [
      `<b>"Tom & Jerry's"</b> <script>alert(1)</script>`,
      'البقالة تصلك خلال 90 دقيقة',
      'مخبوز هذا الصباح & more',
      'bell\u0007 and null\u0000 char',
      'x'.repeat(400),
    ];
    for (const motif of TEXT_MOTIFS) {
      for (const label of labels) {
        const spec: ArtSpec = { motif, label, sublabel: label, colors: ['"/><script>', 'red'], shape: 'wide' };
        const meta = await sharp(await renderArt(spec, 160)).metadata();
        expect(meta.format).toBe('webp');
      }
    }
    const svg = await artSvg({ motif: 'banner', label: labels[0], sublabel: 'a < b', colors: ['"/><x'] }, 200);
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<x');
    expect(svg).toContain('&#38;');
    expect(svg).toContain('&#60;b&#62;');
  });

  it('falls back to a drawing for a recipe naming an unknown motif', async () => {
    const meta = await sharp(await renderArt({ motif: 'spaceship' as Motif }, 64)).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 64]);
  });
});
