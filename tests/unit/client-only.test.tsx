import { act } from '@testing-library/react';
import dynamic from 'next/dynamic';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientOnly } from '@/lib/client-only';

/**
 * clientOnly stands in for next/dynamic with `ssr: false` (whose loader would be in every page's first load):
 * a page hydrates the same way with either. The server side is in client-only-server.test.ts.
 */
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** Hydrates the server's HTML of `<main>` (empty: neither renders on the server) with `element` inside. */
function hydrate(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<main></main>';
  document.body.append(container);
  roots.push(
    hydrateRoot(container, <main>{element}</main>, {
      onRecoverableError: (error) => {
        throw error;
      },
    }),
  );
  return container;
}

describe('clientOnly in the browser', () => {
  it('hydrates to nothing, then shows the component, as next/dynamic with ssr: false does', async () => {
    const ours = vi.fn(async () => Greeting);
    const theirs = vi.fn(async () => ({ default: Greeting }));
    const Ours = clientOnly(ours);
    const Theirs = dynamic(theirs, { ssr: false });
    expect(ours).not.toHaveBeenCalled();

    const ourPage = hydrate(<Ours name="Ada" />);
    const theirPage = hydrate(<Theirs name="Ada" />);
    await vi.waitFor(() => {
      expect(ourPage.innerHTML).toBe('<main><p>Hello Ada</p></main>');
      expect(theirPage.innerHTML).toBe(ourPage.innerHTML);
    });
    expect(ours).toHaveBeenCalledTimes(1);
  });

  it('loads the code once for every place it is rendered', async () => {
    const ours = vi.fn(async () => Greeting);
    const Ours = clientOnly(ours);
    const page = hydrate(
      <>
        <Ours name="Ada" />
        <Ours name="Grace" />
      </>,
    );
    await vi.waitFor(() => expect(page.innerHTML).toBe('<main><p>Hello Ada</p><p>Hello Grace</p></main>'));
    expect(ours).toHaveBeenCalledTimes(1);
  });
});
