import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` for every spec but page-safety.spec.ts, in a browser that does not report paint timing: the
 * after-paint loader (src/config/after-paint.cjs) then adds a page's scripts as soon as it runs, before the load
 * event that `page.goto` waits for, as for a browser without paint timing. Playwright acts on a page once it has
 * loaded, whether or not a frame has reached the screen, and on a busy machine the first frame can come after the
 * load event: a click would then land before the page's scripts are even asked for. A person acts on what is on the
 * screen, after the first paint, when the loader has already started them. page-safety.spec.ts keeps the real order
 * and checks it (no script asked for before the first contentful paint).
 */
function hidePaintTiming() {
  const observer = window.PerformanceObserver;
  if (!observer || !Array.isArray(observer.supportedEntryTypes)) return;
  const types = observer.supportedEntryTypes.filter((type) => type !== 'paint');
  Object.defineProperty(observer, 'supportedEntryTypes', { get: () => types, configurable: true });
}

export const test = base.extend({
  // Every context of the worker's browser, the tests' own (browser.newContext, browser.newPage) included.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(hidePaintTiming);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
