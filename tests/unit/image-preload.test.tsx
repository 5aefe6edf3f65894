import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '@/components/ui/image';

/** The server HTML of a whole page holding the picture, as Next renders a document. */
function page(picture: ReactNode): string {
  return renderToString(
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- a bare document, as React renders one */}
      <head />
      <body>{picture}</body>
    </html>,
  );
}

const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe('Image preloads', () => {
  it('a priority picture is preloaded once, in the head, with its srcset and priority', () => {
    const html = page(
      <Image
        src="/api/media/banner.webp"
        alt=""
        width={1200}
        height={400}
        priority
        fetchPriority="high"
        sizes="(max-width: 1280px) 100vw, 1248px"
      />,
    );
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(html.indexOf(links[0]!)).toBeLessThan(html.indexOf('</head>'));
    expect(links[0]).toContain('imageSrcSet="/_next/image?url=%2Fapi%2Fmedia%2Fbanner.webp&amp;w=640&amp;q=75 640w');
    expect(links[0]).toContain('imageSizes="(max-width: 1280px) 100vw, 1248px"');
    expect(links[0]).toContain('fetchPriority="high"');
  });

  it('a lazy picture is not preloaded', () => {
    const html = page(<Image src="/api/media/p.webp" alt="" fill sizes="240px" />);
    expect(imagePreloads(html)).toEqual([]);
    expect(html).toContain('loading="lazy"');
  });
});
