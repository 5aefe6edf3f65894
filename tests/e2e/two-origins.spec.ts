import { type APIRequestContext, expect, type Page, request as apiRequest, test } from './support/test';
import { authToken, newPhoneNumber, signInFromHeader, verifiedShopper } from './support/account';
import { simpleProduct } from './support/catalogue';
import {
  addToCart,
  address,
  checkoutFromCart,
  fillAddress,
  productsFromShops,
  readOrder,
  textedCode,
} from './support/checkout';
import { t } from './support/i18n';

/**
 * This shop split over two origins (project `two-origins`): the storefront on :3996 (the one build, run with
 * NEXT_PUBLIC_REST_API_ENDPOINT=http://127.0.0.1:3999/api and BUILTIN_API=false), and the API alone (`npm run api`)
 * on :3999 with CORS_ORIGINS=http://127.0.0.1:3996 and PUBLIC_API_URL=http://127.0.0.1:3999/api. The browser calls
 * the API across origins (every call with a token or a JSON body is preflighted) and loads pictures from the URLs
 * the API hands out. Nothing of the API may be asked of the storefront's own origin.
 */
const API = process.env.TWO_ORIGINS_API || 'http://127.0.0.1:3999';

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await apiRequest.newContext({ baseURL: API });
});
test.afterAll(() => api.dispose());

/** Fails the test on any picture, API call or CORS refusal that went wrong while the page was used. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  const storefront = new URL(test.info().project.use.baseURL!).origin;
  page.on('response', (res) => {
    const url = new URL(res.url());
    const ours = url.origin === API || url.pathname.startsWith('/_next/image');
    if (ours && res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
    // /api/auth/* is the storefront's own (next-auth, for Google sign-in); the rest of /api is the API's.
    const apiPath = url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/');
    if (url.origin === storefront && apiPath) failures.push(`storefront asked: ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // Requests still running when the page navigates away are aborted by the browser, not refused.
    const error = req.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failures.push(`failed ${req.url()}: ${error}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) failures.push(message.text());
  });
  return failures;
}

/** The pictures `selector` finds finished loading with real pixels. */
async function expectPicturesLoaded(page: Page, selector: string) {
  const pictures = page.locator(selector);
  await expect(pictures.first()).toBeVisible();
  // The first pictures (the page's top rows) are enough to show the URLs work; all of them would only add time.
  const count = Math.min(await pictures.count(), 8);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
        message: `picture ${await picture.getAttribute('src')}`,
      })
      .toBeGreaterThan(0);
  }
}

test('the API hands out its own absolute picture URLs and answers only the storefront’s origin', async () => {
  const product = await simpleProduct(api);
  expect(product.image?.original).toMatch(new RegExp(`^${API}/api/media/`));
  const picture = await api.get(product.image!.thumbnail!);
  expect(picture.status()).toBe(200);

  const preflight = (origin: string) =>
    api.fetch('/api/token', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
  const allowed = await preflight(test.info().project.use.baseURL!);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(test.info().project.use.baseURL);
  const refused = await preflight('http://127.0.0.1:3000');
  expect(refused.status()).toBe(403);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a shopper browses with pictures, signs in, fills the cart and places an order', async ({ page, context }) => {
  // Long on a loaded machine: several pages, a sign-in and a checkout, each a round of cross-origin calls.
  test.setTimeout(240_000);
  const failures = watchFailures(page);

  // Browse: the home page's products and a product page, pictures from the API's origin through the optimiser.
  await page.goto('/');
  await expectPicturesLoaded(page, 'main article img');
  const [product] = await productsFromShops(api, 1);
  await page.goto(`/products/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expectPicturesLoaded(page, 'main img');

  // A verified shopper with a proven phone number (checkout's contact), made through the API.
  const { shopper, token } = await verifiedShopper(api, 'Ada Two Origins');
  const phone = newPhoneNumber();
  const sent = await api.post('/api/send-otp-code', { data: { phone_number: phone, purpose: 'contact' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const updated = await api.post('/api/update-contact', {
    data: {
      phone_number: phone,
      code: await textedCode(api, phone),
      otp_id: ((await sent.json()) as { id: string }).id,
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(updated.ok(), await updated.text()).toBe(true);

  // Sign in from the header: the browser's preflight to the API's /token is what used to fail.
  await page.goto('/');
  await signInFromHeader(page, shopper.email, shopper.password);
  const signedIn = await authToken(context);
  expect(signedIn).toBeTruthy();

  await addToCart(page, product!);
  await expect(page.getByRole('button', { name: t('text-cart-with-count', { count: 1 }) })).toBeVisible();
  await checkoutFromCart(page, 1);
  await expect(page.getByRole('heading', { level: 1, name: t('text-checkout') })).toBeVisible();
  await expect(page.getByTestId('checkout-contact')).toHaveText(phone);
  for (const [type, title] of [
    ['text-billing-address', 'Home'],
    ['text-shipping-address', 'Harbour'],
  ] as const) {
    const section = page.getByRole('region', { name: t(type) });
    await section.getByRole('button', { name: t('text-add-address') }).click();
    await fillAddress(page.getByRole('dialog', { name: t('text-address') }), title);
    await expect(section.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
  }
  await page.getByRole('radio', { name: /Morning/ }).check();
  await page.getByRole('button', { name: t('text-check-availability'), exact: true }).click();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await page.getByRole('button', { name: t('text-place-order') }).click();

  await page.waitForURL(/\/orders\/(\d{14})$/);
  const trackingNumber = /\/orders\/(\d{14})$/.exec(page.url())![1]!;
  const order = await readOrder(api, trackingNumber, { token: signedIn! });
  expect(order).toMatchObject({ payment_gateway: 'CASH_ON_DELIVERY', shipping_address: address });
  expect(order.products.map((p) => p.id)).toEqual([product!.id]);
  await expect(
    page.getByRole('heading', { level: 1, name: t('text-order-number', { number: order.tracking_number }) }),
  ).toBeVisible();
  expect(failures).toEqual([]);
});
