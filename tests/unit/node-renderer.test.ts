import Module, { createRequire } from 'node:module';
import { createElement as h, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { installNodeRenderer } from '@/server/node-renderer';

type Server = typeof import('react-dom/server.edge');

// Required as Next's pages runtime requires it: from Next's own package.
const fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
const edgeFile = fromNext.resolve('react-dom/server.edge');
const cache = Module.createRequire(edgeFile).cache;
const original = cache[edgeFile];

afterEach(() => {
  if (original) cache[edgeFile] = original;
  else delete cache[edgeFile];
});

async function html(server: Server, element: ReturnType<typeof h>): Promise<string> {
  const stream = await server.renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

// A page's kinds of output: attributes with text to escape, styles, inline JSON, right-to-left text, a boundary.
const page = h(
  'html',
  { lang: 'ar', dir: 'rtl' },
  h('head', null, h('title', null, 'تفاح & كمثرى')),
  h(
    'body',
    { className: 'bg-white text-gray-900' },
    h('img', { alt: 'a "quoted" <name>', srcSet: '/a.webp?w=256&q=75 256w, /a.webp?w=384&q=75 384w', sizes: '240px' }),
    h('p', { style: { color: 'transparent', marginInlineStart: 4 } }, 'السعر: ', 12.5, ' €'),
    h('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: '{"a":"<\\/script>"}' } }),
    h(
      Suspense,
      { fallback: 'loading' },
      h('ul', null, ...Array.from({ length: 300 }, (_, i) => h('li', { key: i }, `item ${i}`))),
    ),
  ),
);

describe('installNodeRenderer', () => {
  it("gives Next's pages runtime React's Node build in place of the edge build", () => {
    expect(fromNext('react-dom/server.edge')).not.toHaveProperty('renderToPipeableStream');
    const nodeFile = fromNext.resolve('react-dom/server.node');
    expect(cache[nodeFile]).toBeUndefined();
    expect(installNodeRenderer()).toBe(edgeFile);
    // Loaded when Next first asks for it, under the NODE_ENV Next has set by then (it picks React's build).
    expect(cache[nodeFile]).toBeUndefined();
    const server = fromNext('react-dom/server.edge') as Record<string, unknown>;
    expect(server).toHaveProperty('renderToPipeableStream');
    expect(server.renderToReadableStream).toBe((fromNext('react-dom/server.node') as Server).renderToReadableStream);
  });

  it('renders the same HTML, byte for byte, as the edge build', async () => {
    const edge = fromNext('react-dom/server.edge') as Server;
    installNodeRenderer();
    const node = fromNext('react-dom/server.edge') as Server;
    expect(node).not.toBe(edge);
    const expected = await html(edge, page);
    expect(expected).toContain('تفاح &amp; كمثرى');
    expect(await html(node, page)).toBe(expected);
  });
});
