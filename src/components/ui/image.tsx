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

/** The densest screens a picture is drawn for: phones go up to 3 device pixels per CSS pixel. */
export const MAX_PIXEL_RATIO = 3;

/**
 * next/image's widths: from `sizes`, every size above the smallest viewport share; else 1x and 2x of `width`.
 * One departure: when `sizes` bounds the picture's width, widths no screen picks are left out: above the first that
 * covers the widest slot at MAX_PIXEL_RATIO, and (fixed slots only) below the narrowest slot. A slot is an entry's
 * length in px, or its vw share of its `(max-width: …px)`; any other entry bounds nothing. next/image lists every
 * configured width up to 3840 for a 240px card (11 of home's 147 KB of HTML were such candidates).
 */
function widthsFor(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => parseInt(match[2]!, 10));
    const widths = shares.length
      ? ALL_SIZES.filter((size) => size >= SMALLEST_DEVICE * Math.min(...shares) * 0.01)
      : ALL_SIZES;
    // NaN for an entry of another form: every comparison with it is false, so nothing is left out.
    const slots = sizes.split(',').map((entry) => {
      const [, viewport, length, unit] = /^\s*(?:\(max-width:\s*(\d+)px\)\s*)?(\d+)(px|vw)\s*$/.exec(entry) ?? [];
      if (unit === 'px') return Number(length);
      return unit ? (viewport ? (Number(length) * Number(viewport)) / 100 : Infinity) : NaN;
    });
    const most = Math.max(...slots) * MAX_PIXEL_RATIO;
    const least = shares.length ? 0 : Math.min(...slots);
    return { widths: widths.filter((size, i) => !(size < least) && !(widths[i - 1]! >= most)), kind: 'w' };
  }
  if (width === undefined) return { widths: deviceSizes, kind: 'w' };
  const wanted = [width, width * 2].map((w) => ALL_SIZES.find((size) => size >= w) ?? LARGEST);
  return { widths: [...new Set(wanted)], kind: 'x' };
}

interface Attributes {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

// A page draws the same few pictures again and again (each card twice while it hydrates, every visit on the
// server): their attributes, 30 ms of a home page's hydration at 4x CPU slowdown, are worked out once.
const remembered = new Map<string, Attributes>();

export function imageAttributes(src: string, width?: number, sizes?: string): Attributes {
  const key = `${width} ${sizes} ${src}`;
  let attributes = remembered.get(key);
  if (attributes) return attributes;
  // Like next/image: data and blob URLs and SVG (not allowed through the optimiser) are used as they are.
  if (!src || /^(data|blob):/.test(src) || src.split('?', 1)[0]!.endsWith('.svg')) {
    attributes = { src, srcSet: undefined, sizes: undefined };
  } else {
    const { widths, kind } = widthsFor(width, sizes);
    const encoded = encodeURIComponent(src);
    attributes = {
      src: optimised(encoded, widths[widths.length - 1]!),
      srcSet: widths.map((w, i) => `${optimised(encoded, w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
      sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    };
  }
  // Bounded: a long visit (or a server's life) sees many pictures; starting over costs one page's work.
  if (remembered.size >= 500) remembered.clear();
  remembered.set(key, attributes);
  return attributes;
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
