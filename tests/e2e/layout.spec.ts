import { expect, type Page, test } from './support/test';
import { first, firstShop, simpleProduct } from './support/catalogue';
import { t } from './support/i18n';

/**
 * No page scrolls sideways: at a small phone's width, a tablet's and the laptop widths where the header used to
 * overflow, in English, in Arabic (right to left) and in German (long words). Runs on the production server.
 */
const WIDTHS = [360, 768, 1024, 1280];

/** What sticks out past the viewport's edges, for a readable failure. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 60)}`);
  });
}

for (const locale of ['en', 'ar', 'de'] as const) {
  test(`no page is wider than the screen (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const [shop, product, concern] = await Promise.all([
      firstShop(request),
      simpleProduct(request),
      first<{ slug: string }>(request, '/api/concerns?limit=1').then((concern) => concern.slug),
    ]);
    const paths = [
      '/',
      `/products/${product.slug}`,
      `/search?text=${encodeURIComponent(product.name.split(' ')[0]!)}`,
      '/shops',
      `/shops/${shop.slug}`,
      `/concerns/${concern}`,
      '/offers',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await overflow(page), `${path} (${locale}) at ${width}px`).toEqual([]);
      }
    }
  });
}

test('on a phone the language is chosen from the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: t('text-language') })).toBeHidden();
  await page.getByRole('button', { name: t('text-open-menu') }).click();
  const menu = page.getByRole('dialog', { name: t('text-menu') });
  await menu.getByRole('combobox', { name: t('text-language') }).selectOption('ar');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(menu).toBeHidden();
});
