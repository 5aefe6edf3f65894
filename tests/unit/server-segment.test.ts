import { createElement as h, Fragment, type ReactNode, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerSegment } from '@/lib/server-segment';

async function html(element: ReactNode, onRender?: () => void): Promise<string> {
  const stream = await renderToReadableStream(element);
  onRender?.();
  await stream.allReady;
  return new Response(stream).text();
}

const card = (i: number) => h('li', { key: i, className: 'card' }, h('a', { href: `/p/${i}` }, `Product ${i}`), ' ', i);
const page = (wrap: (part: ReactNode) => ReactNode) =>
  h(
    'main',
    null,
    'before ',
    wrap(h('header', null, 'head')),
    wrap(h('ul', null, ...Array.from({ length: 50 }, (_, i) => card(i)))),
    wrap('text next to text'),
    ' after',
  );

describe('ServerSegment', () => {
  it('renders the same HTML as its children alone, text beside text included', async () => {
    const plain = await html(page((part) => h(Fragment, null, part)));
    const segmented = await html(page((part) => h(ServerSegment, null, part)));
    expect(segmented).toBe(plain);
    expect(plain).toContain('before <header>head</header>');
  });

  it('suspends once on the server, on every render: the part goes to a segment of its own', async () => {
    // Inside a boundary, a part that suspends is not rendered yet when the shell is ready; React renders it then,
    // in the same render. Twice: each render waits again (a promise React has seen settled would not make it wait).
    for (const [Wrap, renderedWithShell] of [
      [Fragment, 1],
      [ServerSegment, 0],
      [ServerSegment, 0],
    ] as const) {
      let rendered = 0;
      const Probe = () => {
        rendered += 1;
        return h('b', null, 'part');
      };
      const part = h(Probe);
      const wrapped = Wrap === Fragment ? h(Fragment, null, part) : h(ServerSegment, null, part);
      const tree = h('div', null, h(Suspense, { fallback: 'wait' }, wrapped));
      const out = await html(tree, () => expect(rendered).toBe(renderedWithShell));
      expect(out).toBe('<div><!--$--><b>part</b><!--/$--></div>');
      expect(rendered).toBe(1);
    }
  });
});
