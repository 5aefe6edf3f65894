import { expect, type Locator, type Page, test } from './support/test';
import { json, type ProductPage } from './support/catalogue';
import { t } from './support/i18n';
import type { ApiSchemas } from '@/framework/rest/types';

/**
 * Issue 23: a search's filter panel is drawn on the server from the facets of its results (GET /products/facets):
 * the first HTML already holds each category with its count, nested under its parent, and the browser hydrates the
 * same panel, which then filters.
 */
type Facets = ApiSchemas['ProductFacets'];

/** A word of a product's name that finds products in more than one category. */
async function searchWord(page: Page): Promise<{ word: string; facets: Facets }> {
  const list = await json<ProductPage>(page.request, '/api/products?limit=30');
  const words = new Set(list.data.flatMap((p) => p.name.split(/[\s-]+/).filter((w) => /^[A-Za-z]{4,}$/.test(w))));
  for (const word of words) {
    const search = encodeURIComponent(`name:${word.toLowerCase()};status:publish`);
    const facets = await json<Facets>(page.request, `/api/products/facets?search=${search}&searchJoin=and&language=en`);
    if (facets.facets.categories.filter((c) => !c.parent).length > 1) return { word: word.toLowerCase(), facets };
  }
  throw new Error('no word of the first products finds several categories');
}

/** The count shown beside a category's box. */
const countOf = (panel: Locator, name: string) =>
  panel.getByRole('checkbox', { name, exact: true }).locator('xpath=ancestor::li[1]').locator('[data-facet-count]');

const countText = (count: { count: number; count_exact?: boolean }) =>
  count.count_exact === false ? t('text-facet-count-more', { count: count.count - 1 }) : String(count.count);

test.use({ viewport: { width: 1280, height: 900 } });

test('the server draws a search’s filter panel with the counts of its results, and it filters', async ({
  browser,
  page,
}) => {
  const { word, facets } = await searchWord(page);
  const top = facets.facets.categories.filter((c) => !c.parent);
  const child = facets.facets.categories.find((c) => c.parent);

  // The server's HTML alone (no JavaScript): every top-level category with its count, sub-categories folded.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const html = await plain.newPage();
  await html.goto(`/search?text=${word}`);
  const served = html.getByRole('region', { name: t('text-filters') });
  for (const category of top) await expect(countOf(served, category.name)).toHaveText(countText(category));
  if (child) await expect(served.getByRole('checkbox', { name: child.name, exact: true })).toHaveCount(0);
  await plain.close();

  // In the browser: the same panel once hydrated, without React redrawing it (a mismatch is reported as an error).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/search?text=${word}`);
  await page.waitForFunction(() => Boolean((window as { next?: { router?: unknown } }).next?.router));
  const panel = page.getByRole('region', { name: t('text-filters') });
  for (const category of top) await expect(countOf(panel, category.name)).toHaveText(countText(category));

  // Choosing a category filters the list: its chip, and the box stays checked with its siblings (disjunctive).
  const chosen = top[0]!;
  await panel.getByRole('checkbox', { name: chosen.name, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${chosen.slug}(&|$)`));
  await expect(
    page.getByRole('button', { name: `${t('text-remove-filter')} ${t('text-category')}: ${chosen.name}` }),
  ).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: chosen.name, exact: true })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: top[1]!.name, exact: true })).toBeVisible();
  await expect(page.getByText(t('text-products-count', { count: chosen.count }))).toBeVisible();
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});
