import { act, fireEvent, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { laterPart } from '@/lib/later-part';

function Stepper({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

async function serverHtml(Part: ComponentType<{ start: number }>) {
  const stream = await renderToReadableStream(
    <main>
      <h1>page</h1>
      <Part start={1} />
    </main>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe('laterPart: a part rendered on the server whose code the browser loads after the page', () => {
  it('is in the server HTML in place, with no script (the pages allow none inline)', async () => {
    const html = await serverHtml(laterPart(async () => Stepper));
    expect(html).toContain('<h1>page</h1><!--&--><button type="button">count <!-- -->1</button><!--/&-->');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('keeps the server HTML while its code loads, then hydrates it without rendering it again', async () => {
    const html = await serverHtml(laterPart(async () => Stepper));
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const Part = laterPart(async () => {
      loads += 1;
      await arrived;
      return Stepper;
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <h1>page</h1>
          <Part start={1} />
        </main>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    // The page around it is hydrated; the part waits for its code with the server's HTML on screen.
    expect(loads).toBe(1);
    expect(container.innerHTML).toBe(html);
    fireEvent.click(button);
    expect(button.textContent).toBe('count 1');

    await act(async () => {
      release();
      await arrived;
    });
    await waitFor(() => {
      fireEvent.click(button);
      expect(button.textContent).not.toBe('count 1');
    });
    // The same element: hydrated, not replaced.
    expect(container.querySelector('button')).toBe(button);
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
