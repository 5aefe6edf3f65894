import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page is checked against: 2.0 and 2.1, A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page as it is now: it must have checked something and found no violation.
 *
 * Legacy mode runs axe in the page and its same-origin frames and gathers the results there, instead of opening a
 * blank page per check to merge per-frame results: half the time per check (measured on home, a product page and
 * Arabic home: the same passes and violations either way). What it leaves out is cross-origin frames: the shop's
 * pages have none (live, only Stripe's and PayPal's own fields would be; the tests' Stripe.js double draws in the page).
 */
export async function expectNoViolations(page: Page, what: string) {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  expect(passes.length, `axe checked ${what}`).toBeGreaterThan(10);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}
