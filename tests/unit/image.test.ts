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

describe('Image', () => {
  it('asks the optimiser for the widths next/image would, with or without a sizes hint', () => {
    const cases = [
      { src: '/api/media/site-logo.webp', width: 144, height: 40 },
      { src: '/api/media/banner.webp', width: 1200, height: 400, sizes: '(max-width: 1280px) 100vw, 1248px' },
      { src: '/api/media/p.webp', fill: true, sizes: '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px' },
      { src: 'https://cdn.example.com/a b.png?x=1', fill: true, sizes: '64px' },
      { src: '/api/media/wide.webp', fill: true },
      { src: '/logo.svg', width: 96, height: 96 },
      { src: 'data:image/png;base64,AAAA', width: 10, height: 10 },
    ];
    for (const props of cases) {
      expect(imageAttributes(props.src, props.width, props.sizes)).toEqual(nextImage(props));
    }
  });
});
