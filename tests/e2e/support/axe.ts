import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page is checked against: 2.0 and 2.1, A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core on the page as it is now: it must have checked something and found no violation. */
export async function expectNoViolations(page: Page, what: string) {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(passes.length, `axe checked ${what}`).toBeGreaterThan(10);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}
