import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSchemas, PaymentGateway, VerifiedResponse } from '@/framework/rest/types';
import { calculateTotal, type CartItem } from '@/store/cart/cart.utils';
import { type CheckoutState, initialCheckoutState } from '@/store/checkout/checkout-state';
import { checkoutTotals } from '@/store/checkout/checkout-totals';
import { orderInput } from '@/store/checkout/order-input';
import { newPhoneNumber, newShopper, verifyEmailThroughApi } from './account';
import { json, type ProductPage, type WireProduct } from './catalogue';
import { t } from './i18n';

/**
 * Buying in the end-to-end tests: products to buy looked up through the API, shoppers with a proven phone number,
 * the cart drawer's way to checkout, the development outbox's texted codes, and orders placed through the API
 * for the tests that only read them.
 */
export type WireOrder = ApiSchemas['Order'];

async function post<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(url, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok(), `POST ${url} answers ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Simple physical products in stock, from `count` different shops (so an order has one child per shop). */
export async function productsFromShops(request: APIRequestContext, count: number): Promise<WireProduct[]> {
  const page = await json<ProductPage>(
    request,
    `/api/products?search=${encodeURIComponent('product_type:simple;is_digital:false')}&searchJoin=and&limit=100`,
  );
  const picked = new Map<number, ProductPage['data'][number]>();
  for (const product of page.data) {
    if (product.quantity > 5 && product.in_stock && !product.is_external && !picked.has(product.shop_id))
      picked.set(product.shop_id, product);
    if (picked.size === count) break;
  }
  expect(picked.size, `simple products from ${count} shops`).toBe(count);
  return Promise.all([...picked.values()].map((p) => json<WireProduct>(request, `/api/products/${p.slug}`)));
}

/**
 * A simple digital product (an e-book) that can be bought, priced above the demo shop's minimum order ($5): an
 * e-book has no tax or delivery to make up the difference.
 */
export async function digitalProduct(request: APIRequestContext): Promise<WireProduct> {
  const page = await json<ProductPage>(
    request,
    `/api/products?search=${encodeURIComponent('product_type:simple;is_digital:true')}&searchJoin=and&limit=30`,
  );
  const product = page.data.find((p) => p.in_stock && !p.is_external && p.min_price >= 6);
  expect(product, 'a digital product').toBeDefined();
  return json<WireProduct>(request, `/api/products/${product!.slug}`);
}

/** Opens a product's page and adds it to the cart (`times` clicks of "Add to cart", then of the counter's plus). */
export async function addToCart(page: Page, product: WireProduct, prefix = '') {
  await page.goto(`${prefix}/products/${product.slug}`);
  await page.getByRole('button', { name: t('text-add-to-cart'), exact: true }).click();
}

/** The header's cart button → the drawer → its Checkout link. */
export async function checkoutFromCart(page: Page, items: number) {
  await page.getByRole('button', { name: t('text-cart-with-count', { count: items }) }).click();
  const drawer = page.getByRole('dialog', { name: t('text-shopping-cart') });
  await drawer.getByRole('link', { name: t('text-checkout') }).click();
}

/** The newest code texted to `phone` (the development outbox keeps it with the message). */
export async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  const { data } = await json<{ data: ApiSchemas['OutboxMessage'][] }>(
    request,
    `/api/dev/outbox?recipient=${encodeURIComponent(phone)}`,
  );
  const code = data.find((message) => message.channel === 'sms')?.meta.code;
  expect(typeof code, `a code texted to ${phone}`).toBe('string');
  return code as string;
}

/**
 * A new shopper who signed up with a phone number (one texted code, POST /otp-login with name and email) and
 * confirmed the email: the profile has a proven number, so checkouts start with it as the contact. Phone sign-up
 * leaves the per-address registration budget of POST /register to the account tests (support/account.ts).
 */
export async function shopperWithPhone(request: APIRequestContext, name: string) {
  const shopper = newShopper(name);
  const phone = newPhoneNumber();
  const sent = await post<ApiSchemas['OtpSent']>(request, '/api/send-otp-code', { phone_number: phone });
  const code = await textedCode(request, phone);
  const signedIn = await post<{ token?: string | null }>(request, '/api/otp-login', {
    phone_number: phone,
    code,
    otp_id: sent.id,
    name: shopper.name,
    email: shopper.email,
  });
  expect(signedIn.token, 'phone sign-up answers a token').toBeTruthy();
  await verifyEmailThroughApi(request, shopper.email);
  return { shopper, token: signedIn.token!, phone };
}

export const address = {
  street_address: '12 Harbour Street',
  city: 'Portsmouth',
  state: 'Hampshire',
  zip: 'PO1 2AB',
  country: 'United Kingdom',
};

/** Fills the postal fields of an address form (the address book's or the guest checkout's) and saves it. */
export async function fillAddress(dialog: Locator, title?: string) {
  if (title) await dialog.getByLabel(t('text-address-title')).fill(title);
  await dialog.getByLabel(t('text-street-address')).fill(address.street_address);
  await dialog.getByLabel(t('text-city')).fill(address.city);
  await dialog.getByLabel(t('text-state')).fill(address.state);
  await dialog.getByLabel(t('text-zip')).fill(address.zip);
  await dialog.getByLabel(t('text-country')).fill(address.country);
  await dialog.getByRole('button', { name: t('text-save-address') }).click();
  await expect(dialog).toBeHidden();
}

/** GET /api/orders/{tracking_number} as its owner (or a guest with the contact). */
export function readOrder(
  request: APIRequestContext,
  trackingNumber: string,
  auth: { token?: string; contact?: string },
) {
  const query = auth.contact ? `?contact=${encodeURIComponent(auth.contact)}` : '';
  return request
    .get(`/api/orders/${trackingNumber}${query}`, {
      headers: auth.token ? { Authorization: `Bearer ${auth.token}` } : {},
    })
    .then(async (res) => {
      expect(res.ok(), `GET /api/orders/${trackingNumber} answers ${res.status()}`).toBe(true);
      return (await res.json()) as WireOrder;
    });
}

/**
 * An order placed through the API exactly as the storefront places it: verify the cart, then the storefront's own
 * checkout code (cart total, checkout summary by the shared order-money rule, order body) builds the order from the
 * server's answer. One of each product; cash on delivery unless `gateway` says otherwise; `useWallet` spends the
 * wallet (a wallet that covers the total pays as FULL_WALLET_PAYMENT); a `digital` order has no addresses.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  products: WireProduct[],
  {
    token,
    name,
    contact,
    gateway = 'CASH_ON_DELIVERY',
    useWallet = false,
    digital = false,
  }: {
    token?: string;
    name?: string;
    contact: string;
    gateway?: PaymentGateway;
    useWallet?: boolean;
    digital?: boolean;
  },
): Promise<WireOrder> {
  const lines = products.map((p) => ({ product_id: p.id, order_quantity: 1 }));
  const addresses = digital ? {} : { billing_address: address, shipping_address: address };
  const checked = await post<VerifiedResponse>(
    request,
    '/api/orders/checkout/verify',
    { products: lines, ...addresses },
    token,
  );
  expect(checked.unavailable_products).toEqual([]);
  const items: CartItem[] = (checked.products ?? []).map((l) => ({
    id: l.variation_option_id ? `${l.product_id}.${l.variation_option_id}` : l.product_id,
    productId: l.product_id,
    variationId: l.variation_option_id ?? undefined,
    price: l.unit_price,
    quantity: l.order_quantity,
    stock: l.order_quantity,
  }));
  const state: CheckoutState = {
    ...initialCheckoutState,
    billing_address: { type: 'billing', address },
    shipping_address: { type: 'shipping', address },
    delivery_time: { title: 'Morning' },
    payment_gateway: gateway,
    customer_contact: contact,
    customer_name: name ?? '',
    use_wallet: useWallet,
    verified_response: checked,
  };
  const totals = checkoutTotals({ subtotal: calculateTotal(items), verified: checked, useWallet });
  const kind = digital ? 'digital' : token ? 'regular' : 'guest';
  return post<WireOrder>(request, '/api/orders', orderInput({ items, state, totals, kind, language: 'en' }), token);
}
