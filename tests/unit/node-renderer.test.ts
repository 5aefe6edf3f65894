import Module, { createRequire } from 'node:module';
import { createElement as h, lazy, Suspense } from 'react';
import { vi } from 'vitest';
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

/** A part whose code arrives a few milliseconds into the render (a lazy component), inside a boundary. */
function later(text: string) {
  const Part = lazy(
    () =>
      new Promise<{ default: () => ReturnType<typeof h> }>((resolve) =>
        setTimeout(() => resolve({ default: () => h('b', null, text) }), 5),
      ),
  );
  return h('section', null, h(Suspense, { fallback: h('i', null, 'loading') }, h(Part)));
}

describe('installNodeRenderer', () => {
  it("gives Next's pages runtime React's Node build in place of the edge build", () => {
    expect(fromNext('react-dom/server.edge')).not.toHaveProperty('renderToPipeableStream');
    const nodeFile = fromNext.resolve('react-dom/server.node');
    expect(cache[nodeFile]).toBeUndefined();
    expect(installNodeRenderer()).toBe(edgeFile);
    // Loaded when Next first asks for it, under the NODE_ENV Next has set by then (it picks React's build).
    expect(cache[nodeFile]).toBeUndefined();
    const server = fromNext('react-dom/server.edge') as Record<string, unknown>;
    const nodeBuild = fromNext('react-dom/server.node') as Record<string, unknown>;
    expect(server.renderToPipeableStream).toBe(nodeBuild.renderToPipeableStream);
  });

  it('renders the same HTML, byte for byte, as the edge build (a page in Arabic stays as it is)', async () => {
    const edge = fromNext('react-dom/server.edge') as Server;
    installNodeRenderer();
    const node = fromNext('react-dom/server.edge') as Server;
    expect(node).not.toBe(edge);
    const expected = await html(edge, page);
    expect(expected).toContain('تفاح &amp; كمثرى');
    expect(await html(node, page)).toBe(expected);
  });

  it('takes the HTML as strings: no piece is encoded on its own', async () => {
    installNodeRenderer();
    const server = fromNext('react-dom/server.edge') as Server;
    const encodeInto = vi.spyOn(TextEncoder.prototype, 'encodeInto');
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    try {
      const text = await html(server, page);
      expect(text).toContain('<li>item 299</li>');
      // React's Node build calls encodeInto once per piece (thousands here), its edge build encode.
      expect(encodeInto).not.toHaveBeenCalled();
      expect(encode).not.toHaveBeenCalled();
    } finally {
      encodeInto.mockRestore();
      encode.mockRestore();
    }
  });

  it('writes a boundary that finishes after the shell in place, as the edge build read after allReady', async () => {
    const edge = fromNext('react-dom/server.edge') as Server;
    installNodeRenderer();
    const node = fromNext('react-dom/server.edge') as Server;
    const expected = await html(edge, h('main', null, later('ready')));
    expect(expected).toContain('<b>ready</b>');
    const got = await html(node, h('main', null, later('ready')));
    expect(got).toBe(expected);
    expect(got).not.toContain('<script');
  });

  it('stops waiting when its signal aborts: the pending part is left to the browser and the stream ends', async () => {
    installNodeRenderer();
    const node = fromNext('react-dom/server.edge') as Server;
    const controller = new AbortController();
    const rendering = node.renderToReadableStream(h('main', null, later('too late')), {
      signal: controller.signal,
      onError: () => {},
    });
    // After the shell (rendered in a microtask), before the part's code (5 ms).
    setTimeout(() => controller.abort(new Error('the visitor left')), 1);
    const text = await new Response(await rendering).text();
    expect(text).toMatch(/<!--\$!--><template[^>]*><\/template><i>loading<\/i>/);
    expect(text).not.toContain('too late');
  });

  it('hands a page in English over as Latin-1: the same document, one byte a character in a JavaScript string', async () => {
    const edge = fromNext('react-dom/server.edge') as Server;
    installNodeRenderer();
    const node = fromNext('react-dom/server.edge') as Server;
    const english = h(
      'html',
      { lang: 'en' },
      h('head', null, h('title', null, 'PickBazar — groceries')),
      h(
        'body',
        null,
        h(
          'ul',
          null,
          ...Array.from({ length: 1000 }, (_, i) => h('li', { key: i }, i === 299 ? 'item 299 › 3 €' : `item ${i}`)),
        ),
        h('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: '{"lang":"العربية"}' } }),
      ),
    );
    const expected = await html(edge, english);
    const stream = await node.renderToReadableStream(english);
    await stream.allReady;
    const latin1 = await new Response(stream).text();
    expect(expected).toMatch(/[^\0-\xff]/);
    expect(latin1).not.toMatch(/[^\0-\xff]/);
    expect(latin1).toContain('<title>PickBazar &#8212; groceries</title>');
    expect(latin1).toContain('<li>item 299 &#8250; 3 &#8364;</li>');
    expect(latin1).toContain('{"lang":"\\u0627\\u0644\\u0639\\u0631\\u0628\\u064a\\u0629"}');
    expect(latin1.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))).toBe(
      expected.replace('العربية', '\\u0627\\u0644\\u0639\\u0631\\u0628\\u064a\\u0629'),
    );
  });

  it('passes a failed render on to the reader', async () => {
    installNodeRenderer();
    const node = fromNext('react-dom/server.edge') as Server;
    function Broken(): never {
      throw new Error('the render broke');
    }
    const stream = await node.renderToReadableStream(h('div', null, h(Suspense, { fallback: 'x' }, h(Broken))), {
      onError: () => {},
    });
    await stream.allReady;
    // Inside a boundary React renders the fallback and leaves the rest to the browser; the stream still ends.
    expect(await new Response(stream).text()).toContain('x');
    await expect(node.renderToReadableStream(h(Broken), { onError: () => {} })).rejects.toThrow('the render broke');
  });
});
