import dynamic from 'next/dynamic';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly } from '@/lib/client-only';

/** clientOnly stands in for next/dynamic with `ssr: false` (whose loader would be in every page's first load). */
function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

describe('clientOnly on the server', () => {
  it('renders what next/dynamic with ssr: false renders, and loads nothing', () => {
    const ours = vi.fn(async () => Greeting);
    const theirs = vi.fn(async () => ({ default: Greeting }));
    const Ours = clientOnly(ours);
    const Theirs = dynamic(theirs, { ssr: false });
    const html = renderToString(createElement('main', null, createElement(Ours, { name: 'Ada' })));
    expect(html).toBe(renderToString(createElement('main', null, createElement(Theirs, { name: 'Ada' }))));
    expect(html).toBe('<main></main>');
    expect(ours).not.toHaveBeenCalled();
    expect(theirs).not.toHaveBeenCalled();
  });
});
