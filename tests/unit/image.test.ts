import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { describe, expect, it } from 'vitest';
import { imageAttributes } from '@/components/ui/image';
import sizes from '@/config/image-sizes.json';

const allSizes = [...sizes.deviceSizes, ...sizes.imageSizes].sort((a, b) => a - b);
const imgConf = { ...imageConfigDefault, ...sizes, allSizes, output: undefined };

/** What next/image renders for the same props. */
function nextImage(props: { src: string; width?: number; height?: number; fill?: boolean; sizes?: string }) {
  const { props: attributes } = getImgProps(
    { alt: '', ...props },
    { defaultLoader, imgConf, blurComplete: false, showAltText: false },
  );
  return { src: attributes.src, srcSet: attributes.srcSet, sizes: attributes.sizes };
}

const widthsOf = (srcSet: string | undefined) => srcSet?.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('Image', () => {
  it('asks the optimiser for the widths next/image would when sizes does not bound the picture', () => {
    const cases = [
      { src: '/api/media/site-logo.webp', width: 144, height: 40 },
      { src: '/api/media/banner.webp', width: 1200, height: 400, sizes: '(max-width: 1280px) 100vw, 1248px' },
      { src: '/api/media/photo.webp', fill: true, sizes: '(min-width: 768px) 576px, 90vw' },
      { src: '/api/media/wide.webp', fill: true },
      { src: '/logo.svg', width: 96, height: 96 },
      { src: 'data:image/png;base64,AAAA', width: 10, height: 10 },
    ];
    for (const props of cases) {
      expect(imageAttributes(props.src, props.width, props.sizes)).toEqual(nextImage(props));
    }
  });

  it('leaves out the widths no screen picks when sizes bounds the picture (next/image lists them all)', () => {
    // A card: at most 1024px × 33% = 338 CSS px, i.e. 1014 device pixels at 3×; next/image lists up to 3840w.
    const card = {
      src: '/api/media/p.webp',
      fill: true,
      sizes: '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px',
    };
    const ours = imageAttributes(card.src, undefined, card.sizes);
    const next = nextImage(card);
    expect(widthsOf(next.srcSet)).toEqual([
      '256w',
      '384w',
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
      '2048w',
      '3840w',
    ]);
    expect(widthsOf(ours.srcSet)).toEqual(['256w', '384w', '640w', '750w', '828w', '1080w']);
    // The same addresses as next/image's for the widths kept, the same sizes; the fallback src is the widest kept.
    expect(next.srcSet).toContain(ours.srcSet);
    expect(ours.sizes).toBe(next.sizes);
    expect(ours.src).toBe('/_next/image?url=%2Fapi%2Fmedia%2Fp.webp&w=1080&q=75');

    // A fixed slot: from the slot at 1× to the first width covering it at 3× (next/image lists all 15 from 32w).
    const avatar = imageAttributes('https://cdn.example.com/a b.png?x=1', undefined, '64px');
    expect(
      widthsOf(nextImage({ src: 'https://cdn.example.com/a b.png?x=1', fill: true, sizes: '64px' }).srcSet),
    ).toHaveLength(15);
    expect(widthsOf(avatar.srcSet)).toEqual(['64w', '96w', '128w', '256w']);
    expect(widthsOf(imageAttributes('/l.webp', undefined, '80px').srcSet)).toEqual(['96w', '128w', '256w']);
    expect(widthsOf(imageAttributes('/l.webp', undefined, '128px').srcSet)).toEqual(['128w', '256w', '384w']);
  });
});

describe('imageAttributes', () => {
  it('works out a picture once and answers the same attributes after (every card renders twice as it hydrates)', () => {
    const first = imageAttributes('/api/media/once.webp', undefined, '64px');
    expect(imageAttributes('/api/media/once.webp', undefined, '64px')).toBe(first);
    expect(imageAttributes('/api/media/once.webp', undefined, '128px')).not.toBe(first);
    expect(imageAttributes('/api/media/once.webp', 64)).not.toEqual(first);
  });
});
