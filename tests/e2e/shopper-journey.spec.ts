import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';
import {
  categoryPath,
  firstShop,
  homeType,
  sellableOption,
  shopPosition,
  simpleProduct,
  usd,
  variableProduct,
  type ProductPage,
  type WireProduct,
} from './support/catalogue';
import { escapeRegExp, t, tAr } from './support/i18n';

/**
 * A shopper in a real browser on the production build (production server project only): browse by category,
 * buy a variation, keep the cart over a reload, search and filter, visit shops, find nearby ones, and read the
 * shop in Arabic. What it visits is looked up through the API, so the test seeds nothing.
 */

/** The header's cart button, named with the number of items in the cart. */
const cartButton = (page: Page, count: number, translate = t) =>
  page.getByRole('button', { name: translate('text-cart-with-count', { count }), exact: true });

const cartDrawer = (page: Page, translate = t) => page.getByRole('dialog', { name: translate('text-shopping-cart') });

/** The search word from the product's name with the most results (and the products it finds). */
async function searchTerm(request: APIRequestContext, product: WireProduct) {
  let best: { term: string; products: ProductPage['data'] } | null = null;
  for (const word of product.name.split(/[\s-]+/).filter((w) => /^[A-Za-z]{3,}$/.test(w))) {
    const search = encodeURIComponent(`name:${word};status:publish`);
    const res = await request.get(`/api/products?search=${search}&searchJoin=and&limit=100`);
    const { data } = (await res.json()) as ProductPage;
    if (!best || data.length > best.products.length) best = { term: word, products: data };
  }
  expect(best, `a search word in ${product.name}`).not.toBeNull();
  return best!;
}

/** Whether the drawer hugs the left or the right edge of the window. */
async function drawerSide(drawer: Locator, page: Page): Promise<'left' | 'right'> {
  const box = await drawer.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  if (Math.abs(box!.x) <= 1) return 'left';
  expect(Math.abs(box!.x + box!.width - width)).toBeLessThanOrEqual(1);
  return 'right';
}

test('a shopper browses, buys a variation, searches, visits shops and switches to Arabic', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const type = await homeType(request);
  const product = await variableProduct(request, type.slug);
  const option = sellableOption(product);
  const { leaf, parent } = categoryPath(product);
  const lineName = `${product.name} - ${option.title}`;
  const unitPrice = Number(option.sale_price ?? option.price);

  await test.step('home → a category from the category menu', async () => {
    await page.goto('/');
    // The built-in API has concerns, so the menu offers them (the external-provider project checks the opposite).
    const nav = page.getByRole('navigation', { name: t('text-main-navigation') });
    await expect(nav.getByRole('link', { name: t('nav-concerns') })).toBeVisible();
    const menu = page.getByRole('navigation', { name: t('text-categories') });
    if (parent) {
      await menu.getByRole('link', { name: parent.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]category=${parent.slug}(&|$)`));
      await menu.getByRole('button', { name: t('text-show-subcategories', { name: parent.name }) }).click();
    }
    await menu.getByRole('link', { name: leaf.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${leaf.slug}(&|$)`));
    await expect(menu.getByRole('link', { name: leaf.name, exact: true })).toHaveAttribute('aria-current', 'true');
  });

  await test.step('the category lists the variable product; open it', async () => {
    const grid = page.getByRole('region', { name: t('text-products-of', { name: type.name }) });
    const card = grid.getByRole('article', { name: product.name, exact: true });
    await card.getByRole('link', { name: product.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  await test.step('pick a variation and add it to the cart', async () => {
    const addButton = page.getByRole('button', { name: t('text-add-to-cart'), exact: true });
    await expect(addButton).toBeDisabled();
    for (const { name, value } of option.options) {
      const group = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(name)}`) });
      // The radio itself is visually hidden; the shopper clicks its chip (the label around it).
      const radio = group.getByRole('radio', { name: value, exact: true });
      await group
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: value, exact: true }) })
        .click();
      await expect(radio).toBeChecked();
    }
    await expect(page.getByTestId('product-price')).toContainText(usd(unitPrice));
    await addButton.click();
    await expect(page.getByRole('status').filter({ hasText: t('text-in-your-cart', { count: 1 }) })).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
  });

  await test.step('change the quantity with the counter in the cart drawer', async () => {
    await page.getByRole('button', { name: t('text-view-cart') }).click();
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    expect(await drawerSide(drawer, page)).toBe('right');
    const line = drawer.getByTestId('cart-item');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading', { name: lineName })).toBeVisible();
    await line.getByRole('button', { name: t('text-increase-quantity', { name: lineName }) }).click();
    await expect(line.getByTestId('cart-item-total')).toHaveText(usd(unitPrice * 2));
    await expect(drawer.getByText(t('text-cart-items-count', { count: 2 }), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page, 2)).toBeVisible();
  });

  await test.step('the cart survives a reload', async () => {
    await page.reload();
    await expect(cartButton(page, 2)).toBeVisible();
    await cartButton(page, 2).click();
    const line = cartDrawer(page).getByTestId('cart-item');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading', { name: lineName })).toBeVisible();
    await expect(line.getByTestId('cart-item-total')).toHaveText(usd(unitPrice * 2));
    await page.keyboard.press('Escape');
  });

  const { term, products: found } = await searchTerm(request, product);

  await test.step('search from the header', async () => {
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: t('text-search-label') }).fill(term);
    await search.getByRole('combobox', { name: t('text-search-label') }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?text=${term}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('text-search-results-for', { term }) })).toBeVisible();
    await expect(page.getByText(t('text-products-count', { count: found.length }), { exact: true })).toBeVisible();
  });

  await test.step('filter the results by price', async () => {
    // Up to the median price: some results stay, others go (the provider filters on min_price).
    const prices = found.map((p) => Number(p.min_price)).sort((a, b) => a - b);
    const max = Math.ceil(prices[Math.floor((prices.length - 1) / 2)]!);
    const kept = found.filter((p) => Number(p.min_price) <= max);
    const dropped = found.filter((p) => Number(p.min_price) > max);
    const filters = page.getByRole('region', { name: t('text-filters') });
    await filters.getByLabel(t('text-price-min')).fill('0');
    await filters.getByLabel(t('text-price-max')).fill(String(max));
    await filters.getByRole('button', { name: t('text-apply') }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]price=0(%2C|,)${max}(&|$)`));
    await expect(page.getByText(t('text-products-count', { count: kept.length }), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${t('text-remove-filter')} ${t('text-price')}: ${usd(0)} – ${usd(max)}` }),
    ).toBeVisible();
    const grid = page.getByRole('region', { name: t('text-products') });
    for (const p of kept.slice(0, 20))
      await expect(grid.getByRole('article', { name: p.name, exact: true })).toBeVisible();
    for (const p of dropped.slice(0, 5))
      await expect(grid.getByRole('article', { name: p.name, exact: true })).toHaveCount(0);
  });

  const shop = await firstShop(request);
  const position = shopPosition(shop);

  await test.step('open a shop from /shops', async () => {
    await page
      .getByRole('navigation', { name: t('text-main-navigation') })
      .getByRole('link', { name: t('nav-shops') })
      .click();
    await expect(page).toHaveURL(/\/shops$/);
    await expect(page.getByRole('heading', { level: 1, name: t('nav-shops') })).toBeVisible();
    await page.getByRole('link', { name: shop.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shops/${shop.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  });

  await test.step('nearby shops from the browser position', async () => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: position.lat, longitude: position.lng });
    await page.goBack();
    await expect(page).toHaveURL(/\/shops$/);
    await page.getByRole('button', { name: t('text-nearby-shops') }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: t('text-find-nearby-shops') })).toBeVisible();
    await modal.getByRole('button', { name: t('text-use-my-location') }).click();
    await expect(page).toHaveURL(/\/shops\/search\?lat=[-\d.]+&lng=[-\d.]+$/);
    await expect(page.getByRole('heading', { level: 1, name: t('text-nearby-shops') })).toBeVisible();
    const results = page.getByRole('region', { name: t('text-nearby-results') }).getByRole('listitem');
    await expect(results.first()).toContainText(shop.name);
    const here = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(0);
    await expect(results.first()).toContainText(t('text-distance-away', { distance: here }));
  });

  await test.step('switch to Arabic: right to left, the cart drawer opens from the left', async () => {
    await page.getByRole('combobox', { name: t('text-language') }).selectOption('ar');
    await expect(page).toHaveURL(/\/ar\/shops\/search\?lat=/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await cartButton(page, 2, tAr).click();
    const drawer = cartDrawer(page, tAr);
    await expect(drawer.getByTestId('cart-item')).toHaveCount(1);
    expect(await drawerSide(drawer, page)).toBe('left');
  });
});

test('a product page is complete without JavaScript: name, price and Product JSON-LD', async ({ browser, request }) => {
  const products = await Promise.all([simpleProduct(request), variableProduct(request)]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const product of products) {
      const res = await page.goto(`/products/${product.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      // What the shopper pays: the sale price of a simple product, the lowest option price of a variable one.
      const price = Number(
        product.product_type === 'simple' ? (product.sale_price ?? product.price) : product.min_price,
      );
      await expect(page.getByTestId('product-price')).toContainText(usd(price));

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const things = blocks.map((text) => JSON.parse(text) as { '@type': string });
      const ld = things.find((thing) => thing['@type'] === 'Product') as
        | { name: string; offers: { '@type': string; price?: string; lowPrice?: string; priceCurrency: string } }
        | undefined;
      expect(ld, `a Product JSON-LD block on ${product.slug}`).toBeDefined();
      expect(ld!.name).toBe(product.name);
      expect(ld!.offers.priceCurrency).toBe('USD');
      if (product.product_type === 'variable' && Number(product.max_price) > Number(product.min_price)) {
        expect(ld!.offers['@type']).toBe('AggregateOffer');
        expect(Number(ld!.offers.lowPrice)).toBe(price);
      } else {
        expect(ld!.offers['@type']).toBe('Offer');
        expect(Number(ld!.offers.price)).toBe(price);
      }
    }
  } finally {
    await context.close();
  }
});
