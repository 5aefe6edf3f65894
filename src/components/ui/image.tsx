import type { CSSProperties, SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import { IMAGE_QUALITY } from '@/config/constants';
import imageSizesConfig from '@/config/image-sizes.json';

/**
 * Pictures through Next's image optimiser (/_next/image: resized, WebP), rendered as next/image renders them
 * (the same srcset, sizes, lazy loading, preload of priority pictures) without its client code, which would
 * weigh ~4.5 kB gzip on every page. Only the props the storefront uses; next.config.js reads the same sizes.
 * Priority pictures are preloaded with React's preload(), as next/image does in the App Router: React also
 * preloads such pictures by itself, and a preload through next/head would be a second, duplicate link.
 */
export interface ImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Cover the positioned parent (the parent sets the size). */
  fill?: boolean;
  sizes?: string;
  /** Above the fold: loaded at once and preloaded from the head. */
  priority?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

const { deviceSizes, imageSizes } = imageSizesConfig;
const ALL_SIZES = [...deviceSizes, ...imageSizes].sort((a, b) => a - b);
const LARGEST = ALL_SIZES[ALL_SIZES.length - 1]!;
const SMALLEST_DEVICE = deviceSizes[0]!;
const TRANSPARENT: CSSProperties = { color: 'transparent' };
const FILL: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: 'transparent',
};

/** The optimiser's address of a picture whose address is already encoded (once per picture, not per width). */
const optimised = (encodedSrc: string, width: number) => `/_next/image?url=${encodedSrc}&w=${width}&q=${IMAGE_QUALITY}`;

/** next/image's widths: from `sizes`, every size above the smallest viewport share; else 1x and 2x of `width`. */
function widthsFor(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => parseInt(match[2]!, 10));
    if (!shares.length) return { widths: ALL_SIZES, kind: 'w' };
    const ratio = Math.min(...shares) * 0.01;
    return { widths: ALL_SIZES.filter((size) => size >= SMALLEST_DEVICE * ratio), kind: 'w' };
  }
  if (width === undefined) return { widths: deviceSizes, kind: 'w' };
  const wanted = [width, width * 2].map((w) => ALL_SIZES.find((size) => size >= w) ?? LARGEST);
  return { widths: [...new Set(wanted)], kind: 'x' };
}

export function imageAttributes(src: string, width?: number, sizes?: string) {
  // Like next/image: data and blob URLs and SVG (not allowed through the optimiser) are used as they are.
  if (!src || /^(data|blob):/.test(src) || src.split('?', 1)[0]!.endsWith('.svg'))
    return { src, srcSet: undefined, sizes: undefined };
  const { widths, kind } = widthsFor(width, sizes);
  const encoded = encodeURIComponent(src);
  return {
    src: optimised(encoded, widths[widths.length - 1]!),
    srcSet: widths.map((w, i) => `${optimised(encoded, w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
  };
}

/** A picture that fails to load shows its alternative text (the transparent text colour hides it otherwise). */
function showAltText(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.removeProperty('color');
}

export function Image({
  src,
  alt,
  width,
  height,
  fill = false,
  sizes,
  priority = false,
  fetchPriority,
  className,
}: ImageProps) {
  const attributes = imageAttributes(src, width, sizes);
  const lazy = !priority && Boolean(src) && !/^(data|blob):/.test(src);
  if (priority && attributes.src) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority,
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the optimised image component
    <img
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={fetchPriority}
      width={width}
      height={height}
      decoding="async"
      data-nimg={fill ? 'fill' : '1'}
      className={className}
      style={fill ? FILL : TRANSPARENT}
      sizes={attributes.sizes}
      srcSet={attributes.srcSet}
      src={attributes.src}
      onError={showAltText}
    />
  );
}
