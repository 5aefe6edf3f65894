import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, FALLBACK_MS } from '@/config/after-paint.cjs';

/**
 * The after-paint loader (src/config/after-paint.cjs) run in a DOM: the page's scripts are added in document order,
 * executed in order, once the first contentful paint is reported, and at once where it cannot be.
 */
interface Setup {
  visible?: boolean;
  /** The entry types the browser's PerformanceObserver supports; absent: no PerformanceObserver at all. */
  observer?: string[];
  /** A first contentful paint already in the performance timeline when the loader runs. */
  painted?: boolean;
}

function load({ visible = true, observer, painted = false }: Setup) {
  const list = (files: string[]) => {
    const urls = files.map((file) => `/_next/static/chunks/${file}`);
    return `<script type="application/json" ${AFTER_PAINT_ATTRIBUTE}>${JSON.stringify(urls)}</script>`;
  };
  const lists = list(['dyn.js']) + list(['webpack.js', 'main.js', 'pages/index.js']);
  const dom = new JSDOM(`<!DOCTYPE html><html><head>${lists}</head><body><p>Hello</p></body></html>`, {
    url: 'http://localhost:3000/',
    runScripts: 'outside-only',
    pretendToBeVisual: visible,
  });
  const { window } = dom;
  const timers: { run: () => void; ms: number }[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const observed: unknown[] = [];
  Object.assign(window, {
    setTimeout: (run: () => void, ms?: number) => timers.push({ run, ms: ms ?? 0 }),
    PerformanceObserver: observer
      ? Object.assign(
          function PerformanceObserver(this: unknown, callback: (typeof observers)[number]) {
            observers.push(callback);
            return { observe: (options: unknown) => observed.push(options) };
          },
          { supportedEntryTypes: observer },
        )
      : undefined,
  });
  Object.defineProperty(window.performance, 'getEntriesByName', {
    value: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
  });
  window.eval(AFTER_PAINT_LOADER);
  const added = () =>
    [...window.document.querySelectorAll('script[src]')].map((s) => {
      const script = s as HTMLScriptElement;
      expect(script.async, 'executed in order').toBe(false);
      return new URL(script.src).pathname;
    });
  const paint = (name: string) =>
    observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
  const runTimers = (upTo: number) => timers.splice(0).forEach((t) => (t.ms <= upTo ? t.run() : timers.push(t)));
  return { window, added, paint, runTimers, observed };
}

const ALL = [
  '/_next/static/chunks/dyn.js',
  '/_next/static/chunks/webpack.js',
  '/_next/static/chunks/main.js',
  '/_next/static/chunks/pages/index.js',
];

describe('after-paint loader', () => {
  it('adds nothing before the first contentful paint, then every script once, in document order', () => {
    const page = load({ observer: ['paint', 'largest-contentful-paint'] });
    expect(page.added()).toEqual([]);
    expect(page.observed).toEqual([{ type: 'paint', buffered: true }]);
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.added(), 'a first paint without content is not enough').toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added(), 'after the paint, in a task of its own').toEqual([]);
    page.runTimers(0);
    expect(page.added()).toEqual(ALL);
    page.paint('first-contentful-paint');
    page.runTimers(FALLBACK_MS);
    page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
    expect(page.added(), 'never twice').toEqual(ALL);
  });

  it('runs the scripts at once where the browser cannot report paints', () => {
    expect(load({}).added()).toEqual(ALL);
    expect(load({ observer: ['resource', 'navigation'] }).added()).toEqual(ALL);
  });

  it('runs the scripts at once in a page that is not visible (it will not paint)', () => {
    expect(load({ visible: false, observer: ['paint'] }).added()).toEqual(ALL);
  });

  it('starts at once after a paint that happened before it ran', () => {
    const page = load({ observer: ['paint'], painted: true });
    expect(page.added()).toEqual([]);
    page.runTimers(0);
    expect(page.added()).toEqual(ALL);
  });

  it('does not wait longer than the fallback for a paint that is never reported', () => {
    const page = load({ observer: ['paint'] });
    page.runTimers(FALLBACK_MS - 1);
    expect(page.added()).toEqual([]);
    page.runTimers(FALLBACK_MS);
    expect(page.added()).toEqual(ALL);
  });

  it('runs the scripts when the page is hidden before it painted', () => {
    const page = load({ observer: ['paint'] });
    page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
    expect(page.added()).toEqual(ALL);
  });
});
