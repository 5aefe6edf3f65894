import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

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
