import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, PaymentIntent } from '@/framework/rest/types';
import CheckoutPage from '@/pages/checkout';
import { signIn, signOut } from './fixtures/account';
import {
  answerSettings,
  apples,
  checkoutSettings,
  checked,
  onPost,
  saveCart,
  shopper,
  twoShopOrder,
} from './fixtures/checkout';
import { renderPage } from './helpers/checkout';

const goToGateway = vi.hoisted(() => vi.fn());
vi.mock('@/components/payment/go-to-gateway', () => ({ goToGateway }));

const TN = twoShopOrder.tracking_number;
const SANDBOX_TITLE = 'Test payment (sandbox, no money moves)';

beforeEach(() =>
  answerSettings(
    checkoutSettings({
      paymentGateway: [
        { name: 'sandbox', title: SANDBOX_TITLE },
        { name: 'stripe', title: 'Stripe' },
      ],
    }),
  ),
);
afterEach(() => {
  cleanup();
  signOut();
  window.sessionStorage.clear();
  goToGateway.mockReset();
});

const placed = (gateway: string, intent: PaymentIntent['payment_intent_info'] | null): Order => ({
  ...twoShopOrder,
  payment_gateway: gateway as Order['payment_gateway'],
  order_status: 'order-pending',
  payment_status: 'payment-pending',
  payment_intent: intent
    ? { id: 1, order_id: twoShopOrder.id, tracking_number: TN, payment_gateway: gateway, payment_intent_info: intent }
    : null,
});

/** Signed in with a cart, checks availability, picks `gateway` and places the order answered with `order`. */
async function placeWith(gatewayLabel: string, order: Order) {
  signIn(shopper);
  saveCart([apples(2)]);
  onPost('/orders/checkout/verify', () => HttpResponse.json(checked()));
  const orders = onPost('/orders', () => HttpResponse.json(order, { status: 201 }));
  const user = userEvent.setup();
  const rendered = renderPage(<CheckoutPage />);
  await user.click(await screen.findByRole('button', { name: 'Check availability' }));
  await screen.findByTestId('checkout-total');
  await user.click(screen.getByRole('radio', { name: gatewayLabel }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(orders).toHaveLength(1));
  return { ...rendered, orders };
}

describe('checkout with online gateways (CONTRACT §6 step 3, where the shop goes next)', () => {
  it('offers the sandbox named as a test payment in which no money moves', async () => {
    signIn(shopper);
    saveCart([apples(2)]);
    onPost('/orders/checkout/verify', () => HttpResponse.json(checked()));
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await user.click(await screen.findByRole('button', { name: 'Check availability' }));
    const radios = (await screen.findAllByRole('radio', { name: /Cash on delivery|Stripe|Test payment/ })).map(
      (radio) => radio.closest('label')!.textContent,
    );
    expect(radios).toEqual(['Cash on delivery', SANDBOX_TITLE, 'Stripe']);
  });

  it('a redirect gateway goes to its redirect_url', async () => {
    const url = 'http://localhost/api/sandbox-gateway/sbx_9';
    const { orders, router } = await placeWith(
      SANDBOX_TITLE,
      placed('SANDBOX', { payment_id: 'sbx_9', is_redirect: true, redirect_url: url }),
    );
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(url));
    expect(orders[0]!.body).toMatchObject({ payment_gateway: 'SANDBOX' });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a card gateway goes to the order’s payment page', async () => {
    const { router } = await placeWith(
      'Stripe',
      placed('STRIPE', { payment_id: 'pi_1', client_secret: 'pi_1_s', is_redirect: false }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${TN}/payment`));
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('an online order without an intent (gateway down) goes to the order page, which offers Pay now', async () => {
    const { router } = await placeWith(SANDBOX_TITLE, placed('SANDBOX', null));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${TN}`));
    expect(goToGateway).not.toHaveBeenCalled();
  });
});
