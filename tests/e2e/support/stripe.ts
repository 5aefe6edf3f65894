import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSchemas } from '@/framework/rest/types';
import { address } from './checkout';

/**
 * The payments-stripe project's servers: the shop (STRIPE_API_URL pointed at the fake) and the fake Stripe HTTP
 * API (tests/fakes/stripe-server.ts). The browser cannot reach Stripe: js.stripe.com is answered with the Stripe.js
 * double (support/stripe-js-double.js) and api.stripe.com is passed on to the same fake the shop's server uses, so
 * the browser and the server see one Stripe.
 */
export const FAKE_STRIPE_URL = (process.env.FAKE_STRIPE_URL || 'http://127.0.0.1:3230').replace(/\/$/, '');

const double = readFileSync(path.join(__dirname, 'stripe-js-double.js'), 'utf8');

export async function routeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: double }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${FAKE_STRIPE_URL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** Stripe's test cards (docs.stripe.com/testing), typed into the card element. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;

type WireProduct = ApiSchemas['Product'];
type Verification = ApiSchemas['CheckoutVerification'];

async function post<T>(request: APIRequestContext, url: string, data: unknown, token: string): Promise<T> {
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `POST ${url} answers ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A signed-in shopper's order to be paid with Stripe, placed through the API as the checkout places it. */
export async function placeStripeOrder(
  request: APIRequestContext,
  product: WireProduct,
  { token, contact }: { token: string; contact: string },
): Promise<ApiSchemas['Order']> {
  const lines = [{ product_id: product.id, order_quantity: 1 }];
  const checked = await post<Verification>(
    request,
    '/api/orders/checkout/verify',
    { products: lines, billing_address: address, shipping_address: address },
    token,
  );
  const total = Math.round((checked.amount + checked.total_tax + checked.shipping_charge) * 100) / 100;
  return post(
    request,
    '/api/orders',
    {
      products: checked.products,
      amount: checked.amount,
      sales_tax: checked.total_tax,
      delivery_fee: checked.shipping_charge,
      discount: 0,
      total,
      paid_total: total,
      customer_contact: contact,
      delivery_time: 'Morning',
      payment_gateway: 'STRIPE',
      billing_address: address,
      shipping_address: address,
    },
    token,
  );
}
