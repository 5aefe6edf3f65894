/**
 * Contact sheet of every generated picture, for eyeballing the drawings.
 *
 *   npx tsx scripts/preview-art.ts [out.png] [--only=apple,book] [--cell=220] [--variant=1] [--shape=wide] [--bench]
 *
 * Defaults to /tmp/art-sheet.png. Text motifs get sample labels and the shape the demo data uses.
 * --bench also times renderArt (SVG → WebP, as the media route calls it) at 800 and 360 px.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { MOTIFS, type ArtSpec, type Motif } from '../src/server/demo/art-spec';
import { artSvg, renderArt } from '../src/server/demo/render-art';

const SAMPLES: Partial<Record<Motif, Partial<ArtSpec>>> = {
  book: { label: 'The Quiet Orchard: A Novel of Four Seasons', sublabel: 'Amelia Hart', colors: ['#2f4858'] },
  logo: { label: 'GV', colors: ['#2e7d32', '#ffffff'] },
  cover: { label: 'Rise & Crumb', sublabel: 'Baked every night', colors: ['#efebe9', '#4e342e'], shape: 'wide' },
  banner: {
    label: 'Fresh groceries',
    sublabel: 'Delivered in 90 minutes',
    colors: ['#e8f5e9', '#2e7d32'],
    shape: 'banner',
  },
  offer: { label: 'Save 20%', sublabel: 'on fresh fruit', colors: ['#fff3e0', '#ef6c00'], shape: 'banner' },
  coupon: { label: '10% OFF', sublabel: 'WELCOME10', colors: ['#e8f5e9', '#2e7d32'], shape: 'wide' },
  portrait: { colors: ['#5d4037', '#d7ccc8'], shape: 'portrait' },
  bottle: { label: 'Olive Oil' },
  jar: { label: 'Wild Honey' },
  can: { label: 'Tomatoes' },
  box: { label: 'Oat Flakes' },
  sack: { label: 'Basmati' },
  packet: { label: 'Crisps' },
  carton: { label: 'Milk' },
  skincare: { label: 'Hydra' },
  perfume: { label: 'Noir' },
  foundation: { label: 'Matte' },
  tote: { label: 'Market' },
};

function parseArgs(argv: string[]) {
  const options = {
    out: '/tmp/art-sheet.png',
    only: [] as string[],
    cell: 200,
    variant: undefined as number | undefined,
    shape: undefined as ArtSpec['shape'],
    bench: false,
  };
  for (const arg of argv) {
    if (arg.startsWith('--only=')) options.only = arg.slice(7).split(',').filter(Boolean);
    else if (arg.startsWith('--cell=')) options.cell = Math.max(80, Number(arg.slice(7)) || 200);
    else if (arg.startsWith('--variant=')) options.variant = Number(arg.slice(10)) || 0;
    else if (arg.startsWith('--shape=')) options.shape = arg.slice(8) as ArtSpec['shape'];
    else if (arg === '--bench') options.bench = true;
    else if (!arg.startsWith('--')) options.out = arg;
  }
  return options;
}

async function main(): Promise<void> {
  const { out, only, cell, variant, shape, bench } = parseArgs(process.argv.slice(2));
  const motifs = MOTIFS.filter((m) => only.length === 0 || only.includes(m));
  if (motifs.length === 0) throw new Error(`No motif matches --only=${only.join(',')}`);
  const columns = Math.min(10, Math.ceil(Math.sqrt(motifs.length * 1.3)));
  const caption = 22;
  const gap = 8;
  const rows = Math.ceil(motifs.length / columns);
  const width = columns * (cell + gap) + gap;
  const height = rows * (cell + caption + gap) + gap;
  const layers: OverlayOptions[] = [];
  let captions = '';
  const started = performance.now();
  for (const [i, motif] of motifs.entries()) {
    const spec: ArtSpec = {
      motif,
      shape: 'square',
      ...SAMPLES[motif],
      ...(variant === undefined ? {} : { variant }),
      ...(shape ? { shape } : {}),
    };
    const svg = await artSvg(spec, cell * 2);
    const png = await sharp(Buffer.from(svg))
      .resize(cell, cell, { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer();
    const left = gap + (i % columns) * (cell + gap);
    const top = gap + Math.floor(i / columns) * (cell + caption + gap);
    layers.push({ input: png, left, top });
    captions += `<text x="${left + cell / 2}" y="${top + cell + 16}" font-family="DejaVu Sans, sans-serif" font-size="13" text-anchor="middle" fill="#333">${motif}</text>`;
  }
  layers.push({
    input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${captions}</svg>`),
    left: 0,
    top: 0,
  });
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toFile(out);
  const ms = Math.round(performance.now() - started);
  console.log(`${motifs.length} motifs → ${out} (${width}×${height}, ${ms} ms)`);
  if (bench) await benchmark(motifs.map((motif) => ({ motif, shape: 'square', ...SAMPLES[motif] })));
}

/** Median of five renders per recipe, then the mean and the worst of those medians. */
async function benchmark(specs: ArtSpec[]): Promise<void> {
  await renderArt({ motif: 'apple' }, 800); // font cache and sharp start-up
  for (const width of [800, 360]) {
    const medians: [string, number][] = [];
    for (const spec of specs) {
      const runs: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const t = performance.now();
        await renderArt(spec, width);
        runs.push(performance.now() - t);
      }
      medians.push([spec.motif, runs.sort((a, b) => a - b)[2] ?? 0]);
    }
    medians.sort((a, b) => a[1] - b[1]);
    const mean = medians.reduce((sum, [, v]) => sum + v, 0) / medians.length;
    const [slowest, worst] = medians[medians.length - 1] ?? ['', 0];
    console.log(`${width}px: mean ${mean.toFixed(1)} ms, slowest ${slowest} ${worst.toFixed(1)} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
