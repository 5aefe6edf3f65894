import { type APIRequestContext, expect, type Page, test } from './support/test';
import { json, type ProductPage, sellableOption, type WireProduct } from './support/catalogue';
import { escapeRegExp, t, tAr } from './support/i18n';

/**
 * The shop keeps the cart when the shopper changes the language and shows its lines in the new language (README
 * "Cart and language"; SPEC §4 would empty it). A simple product and a variation, both translated into Arabic in
 * the demo catalogue, are looked up through the API; the test seeds nothing.
 */

/** A product translated into Arabic (of the given kind, buyable), in English and in Arabic. */
async function translatedProduct(request: APIRequestContext, kind: 'simple' | 'variable') {
  const search = encodeURIComponent(`language:ar;product_type:${kind};status:publish`);
  const page = await json<ProductPage>(request, `/api/products?search=${search}&searchJoin=and&limit=50`);
  const candidate = page.data.find((p) => p.in_stock && !p.is_external && p.quantity > 1);
  expect(candidate, `a ${kind} product translated into Arabic`).toBeDefined();
  const en = await json<WireProduct>(request, `/api/products/${candidate!.slug}?language=en`);
  const ar = await json<WireProduct>(request, `/api/products/${candidate!.slug}?language=ar`);
  expect(ar.name, `${candidate!.slug} has an Arabic name`).not.toBe(en.name);
  return { en, ar };
}

const cartButton = (page: Page, count: number, translate = t) =>
  page.getByRole('button', { name: translate('text-cart-with-count', { count }), exact: true });

/** The cart as the browser keeps it ('pick-cart'): language, and id → quantity and price of each line. */
async function savedCart(page: Page) {
  return page.evaluate(() => {
    const cart = JSON.parse(window.localStorage.getItem('pick-cart') ?? 'null') as {
      language: string;
      total: number;
      items: { id: string | number; quantity: number; price: number; name: string }[];
    };
    return {
      language: cart.language,
      total: cart.total,
      lines: cart.items.map(({ id, quantity, price }) => ({ id: String(id), quantity, price })),
    };
  });
}

/** The names of the lines in the open cart drawer. */
async function drawerLines(page: Page, translate = t) {
  const drawer = page.getByRole('dialog', { name: translate('text-shopping-cart') });
  await expect(drawer).toBeVisible();
  return drawer.getByTestId('cart-item').getByRole('heading');
}

test('changing the language keeps the cart and shows its lines in the new language', async ({ page, request }) => {
  test.setTimeout(90_000);
  const simple = await translatedProduct(request, 'simple');
  const variable = await translatedProduct(request, 'variable');
  const option = sellableOption(variable.en);
  const optionAr = variable.ar.variation_options.find((o) => o.id === option.id)!;
  const english = [simple.en.name, `${variable.en.name} - ${option.title}`];
  const arabic = [simple.ar.name, `${variable.ar.name} - ${optionAr.title}`];

  await test.step('fill the cart in English: a simple product twice and a variation', async () => {
    await page.goto(`/products/${simple.en.slug}`);
    const add = page.getByRole('button', { name: t('text-add-to-cart'), exact: true });
    await add.click();
    await expect(cartButton(page, 1)).toBeVisible();
    await add.click();
    await expect(cartButton(page, 2)).toBeVisible();

    await page.goto(`/products/${variable.en.slug}`);
    for (const { name, value } of option.options) {
      const group = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(name)}`) });
      await group
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: value, exact: true }) })
        .click();
    }
    await page.getByRole('button', { name: t('text-add-to-cart'), exact: true }).click();
    await cartButton(page, 3).click();
    await expect(await drawerLines(page)).toHaveText(english);
    await page.keyboard.press('Escape');
  });

  const before = await savedCart(page);
  expect(before.language).toBe('en');

  await test.step('switch to Arabic: the same lines, quantities and total, with their Arabic names', async () => {
    await page.getByRole('combobox', { name: t('text-language') }).selectOption('ar');
    await expect(page).toHaveURL(new RegExp(`/ar/products/${variable.en.slug}$`));
    await cartButton(page, 3, tAr).click();
    await expect(await drawerLines(page, tAr)).toHaveText(arabic);
    const after = await savedCart(page);
    expect(after).toEqual({ ...before, language: 'ar' });
    await page.keyboard.press('Escape');
  });

  await test.step('the Arabic cart survives a reload, and switching back to English brings the English names', async () => {
    await page.reload();
    await cartButton(page, 3, tAr).click();
    await expect(await drawerLines(page, tAr)).toHaveText(arabic);
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: tAr('text-language') }).selectOption('en');
    await expect(page).toHaveURL(new RegExp(`/products/${variable.en.slug}$`));
    await cartButton(page, 3).click();
    await expect(await drawerLines(page)).toHaveText(english);
    expect(await savedCart(page)).toEqual(before);
  });
});
