import sharp from 'sharp';
import type { ArtSpec } from './art-spec';
import { compose, RATIOS, svgDocument, type Composition } from './art/compose';
import { f } from './art/pen';

/** The shadow is rasterised at 1/SHADOW_SCALE size and blurred by sharp: an SVG blur filter costs librsvg 5× more. */
const SHADOW_SCALE = 8;

/** Pixel size of a picture `width` wide in the recipe's shape. */
export function artSize(spec: Pick<ArtSpec, 'shape'>, width: number): { width: number; height: number } {
  const w = Math.max(16, Math.min(2400, Math.round(width) || 800));
  return { width: w, height: Math.max(1, Math.round(w / (RATIOS[spec.shape ?? 'square'] ?? 1))) };
}

async function shadowImage(c: Composition, width: number, height: number): Promise<string> {
  const sw = Math.max(8, Math.round(width / SHADOW_SCALE));
  const sh = Math.max(8, Math.round(height / SHADOW_SCALE));
  const silhouette = svgDocument(sw, sh, c, c.foreground);
  const alpha = await sharp(Buffer.from(silhouette))
    .ensureAlpha()
    .extractChannel(3)
    .blur(Math.max(0.6, Math.min(sw, sh) * 0.022))
    .linear(0.34, 0)
    .raw()
    .toBuffer();
  const png = await sharp({ create: { width: sw, height: sh, channels: 3, background: c.shadow } })
    .joinChannel(alpha, { raw: { width: sw, height: sh, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The complete SVG for a recipe at a pixel size (exported for the preview script and tests). */
export async function artSvg(spec: ArtSpec, width: number): Promise<string> {
  const size = artSize(spec, width);
  const c = compose(spec);
  const { w, h } = c.canvas;
  let shadow = '';
  if (c.foreground) {
    const href = await shadowImage(c, size.width, size.height);
    const dy = Math.min(w, h) * 0.028;
    shadow = `<image x="0" y="${f(dy)}" width="${f(w)}" height="${f(h)}" preserveAspectRatio="none" href="${href}" xlink:href="${href}"/>`;
  }
  const overlay = spec.textless ? '' : (c.overlay ?? '');
  return svgDocument(size.width, size.height, c, `${c.background}${shadow}${c.foreground}${overlay}`);
}

/** Draws the recipe as SVG and renders it to WebP `width` pixels wide (height from the recipe's shape). */
export async function renderArt(spec: ArtSpec, width: number): Promise<Buffer> {
  const svg = await artSvg(spec, width);
  // effort 2: flat illustrations compress about as well as at the default effort, in a third of the time.
  return sharp(Buffer.from(svg)).webp({ quality: 84, effort: 2 }).toBuffer();
}
