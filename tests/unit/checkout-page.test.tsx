import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import CheckoutPage from '@/pages/checkout';
import { signIn, signOut } from './fixtures/account';
import { answerSettings, apples, checked, onPost, saveCart, shopper, tee, twoShopOrder } from './fixtures/checkout';
import { renderPage, savedCart, savedCheckout } from './helpers/checkout';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

beforeEach(() => {
  notified.mockClear();
  answerSettings();
});
afterEach(() => {
  cleanup(); // before signing out, or the page would render its sign-in view
  signOut();
  window.sessionStorage.clear();
});

const money = (testId: string) => screen.getByTestId(testId).textContent;

async function checkAvailability(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Check availability' }));
  await screen.findByTestId('checkout-total');
}

describe('/checkout, signed in (CONTRACT §6)', () => {
  it('starts from the profile contact, the default addresses and the first schedule', async () => {
    signIn(shopper);
    saveCart([apples(2), tee(1)]);
    renderPage(<CheckoutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-contact')).toHaveTextContent('+15551234567');
    const billing = screen.getByRole('region', { name: /Billing address/ });
    expect(within(billing).getByRole('radio', { name: /Home/ })).toBeChecked();
    const shipping = screen.getByRole('region', { name: /Shipping address/ });
    expect(within(shipping).getByRole('radio', { name: /Work/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Express Delivery/ })).toBeChecked();
    expect(money('checkout-subtotal')).toBe('$33.20');
  });

  it('checks availability, shows the checked money lines, and places a cash-on-delivery order', async () => {
    signIn(shopper);
    saveCart([apples(2), tee(1)]);
    const verifies = onPost('/orders/checkout/verify', () => HttpResponse.json(checked()));
    const orders = onPost('/orders', () => HttpResponse.json(twoShopOrder, { status: 201 }));
    const user = userEvent.setup();
    const { router } = renderPage(<CheckoutPage />);
    await checkAvailability(user);
    expect(verifies[0]!.body).toEqual({
      amount: 33.2,
      products: [
        { product_id: 11, variation_option_id: null, order_quantity: 2, unit_price: 2.6, subtotal: 5.2 },
        { product_id: 21, variation_option_id: 101, order_quantity: 1, unit_price: 28, subtotal: 28 },
      ],
      billing_address: shopper.address![0]!.address,
      shipping_address: shopper.address![1]!.address,
    });
    expect(money('checkout-tax')).toBe('$1.66');
    expect(money('checkout-shipping')).toBe('$4.99');
    expect(money('checkout-discount')).toBe('$0.00');
    expect(money('checkout-total')).toBe('$39.85');
    expect(money('checkout-payable')).toBe('$39.85');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Stripe' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Morning/ }));
    await user.type(screen.getByLabelText(/A note for the shop/), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/orders/20261126123456'));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.headers.get('idempotency-key')).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(orders[0]!.headers.get('authorization')).toBe('Bearer test-token');
    expect(orders[0]!.body).toMatchObject({
      amount: 33.2,
      sales_tax: 1.66,
      delivery_fee: 4.99,
      discount: 0,
      total: 39.85,
      paid_total: 39.85,
      customer_contact: '+15551234567',
      delivery_time: 'Morning',
      note: 'Ring twice',
      payment_gateway: 'CASH_ON_DELIVERY',
      use_wallet_points: false,
      language: 'en',
    });
    // Placed: the cart is emptied and the checkout state reset.
    await waitFor(() => expect(savedCart()).toMatchObject({ items: [], isEmpty: true }));
    expect(savedCheckout()).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('pickbazar-last-order')!)).toEqual({
      tracking_number: '20261126123456',
    });
  });

  it('drops the lines the check finds unavailable and says which', async () => {
    signIn(shopper);
    saveCart([apples(2), tee(1)]);
    onPost('/orders/checkout/verify', () =>
      HttpResponse.json(checked({ unavailable_products: [21], total_tax: 0.26 })),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await checkAvailability(user);
    expect(screen.getByText(/were removed from your cart: Organic Cotton Crew Tee - Navy\/S/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem')).toHaveLength(1);
    expect(money('checkout-subtotal')).toBe('$5.20');
    expect(money('checkout-total')).toBe('$10.45');
    expect(savedCart().items.map((item: { id: number }) => item.id)).toEqual([11]);
  });

  it('takes the server’s price for a line whose price changed', async () => {
    signIn(shopper);
    saveCart([apples(2)]);
    onPost('/orders/checkout/verify', () =>
      HttpResponse.json(
        checked({
          amount: 5.6,
          products: [{ product_id: 11, variation_option_id: null, order_quantity: 2, unit_price: 2.8, subtotal: 5.6 }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await checkAvailability(user);
    expect(screen.getByText(/These prices have changed since you added them: Honeycrisp Apples/)).toBeInTheDocument();
    expect(money('checkout-subtotal')).toBe('$5.60');
  });

  it('tells the minimum order amount the check answers with, in the shop’s currency format', async () => {
    signIn(shopper);
    saveCart([apples(1)]);
    onPost('/orders/checkout/verify', () =>
      HttpResponse.json(
        { message: 'Minimum order amount is 5.00', code: 'PICKBAZAR_ERROR.BAD_REQUEST' },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await user.click(await screen.findByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order must come to at least $5.00, tax and delivery included.',
    );
    expect(screen.queryByTestId('checkout-total')).not.toBeInTheDocument();
  });

  it('a failed order keeps the cart and the checkout state, says why, and retries with the same key', async () => {
    signIn(shopper);
    saveCart([apples(2), tee(1)]);
    onPost('/orders/checkout/verify', () => HttpResponse.json(checked()));
    const orders = onPost('/orders', () =>
      HttpResponse.json(
        {
          message: 'Prices changed, check your cart again.',
          code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
          errors: { 'products[1].unit_price': ['error-price-changed'] },
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<CheckoutPage />);
    await checkAvailability(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed:');
    expect(alert).toHaveTextContent('The price changed. Please check your cart again.');
    expect(router.push).not.toHaveBeenCalled();
    expect(savedCart().items).toHaveLength(2);
    expect(savedCheckout().verified_response).toEqual(checked());
    expect(money('checkout-total')).toBe('$39.85');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]!.headers.get('idempotency-key')).toBe(orders[0]!.headers.get('idempotency-key'));
  });

  it('lists what is missing instead of sending an order without it', async () => {
    signIn({ ...shopper, address: [], profile: { ...shopper.profile!, contact: null } });
    saveCart([apples(1)]);
    const orders = onPost('/orders', () => HttpResponse.json(twoShopOrder, { status: 201 }));
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    for (const text of ['A contact number', 'A billing address', 'A shipping address', 'Check availability first'])
      expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(orders).toEqual([]);
  });
});

describe('coupon (CONTRACT §6 step 2, SPEC §8)', () => {
  async function openCoupon(user: ReturnType<typeof userEvent.setup>) {
    signIn(shopper);
    saveCart([apples(2), tee(1)]);
    onPost('/orders/checkout/verify', () => HttpResponse.json(checked()));
    renderPage(<CheckoutPage />);
    await checkAvailability(user);
    await user.click(screen.getByRole('button', { name: 'Do you have a coupon?' }));
  }

  it.each([
    ['PICKBAZAR_ERROR.INVALID_COUPON_CODE', 'This coupon code is not valid.'],
    ['PICKBAZAR_ERROR.COUPON_CODE_IS_NOT_APPLICABLE', "Your order does not reach this coupon's minimum amount yet."],
    ['PICKBAZAR_ERROR.ALREADY_FREE_SHIPPING_ACTIVATED', 'Delivery is already free for this order'],
  ])('an invalid code shows %s translated under the field', async (message, text) => {
    const user = userEvent.setup();
    const checks = onPost('/coupons/verify', () => HttpResponse.json({ is_valid: false, message }));
    await openCoupon(user);
    await user.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription(expect.stringContaining(text)),
    );
    expect(checks[0]!.body).toEqual({ code: 'NOPE', sub_total: 33.2 });
    expect(money('checkout-discount')).toBe('$0.00');
  });

  it('a valid percentage coupon takes its share of the sub total off the total', async () => {
    const user = userEvent.setup();
    onPost('/coupons/verify', () =>
      HttpResponse.json({ is_valid: true, coupon: { id: 4, code: 'SAVE10', type: 'percentage', amount: 10 } }),
    );
    await openCoupon(user);
    await user.type(screen.getByLabelText('Coupon code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10 applied')).toBeInTheDocument();
    expect(money('checkout-discount')).toBe('−$3.32');
    expect(money('checkout-total')).toBe('$36.53');
    expect(savedCheckout().coupon).toMatchObject({ id: 4, code: 'SAVE10' });
  });

  it('a failed coupon request toasts the server’s message, translated', async () => {
    const user = userEvent.setup();
    onPost('/coupons/verify', () =>
      HttpResponse.json({ message: 'Too many requests', code: 'PICKBAZAR_ERROR.RATE_LIMITED' }, { status: 429 }),
    );
    await openCoupon(user);
    await user.type(screen.getByLabelText('Coupon code'), 'AGAIN');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('error', 'Too many attempts. Please wait a minute and try again.'),
    );
  });
});

describe('wallet (SPEC §3 use_wallet)', () => {
  it('shows the points, pays part of the total, or all of it as FULL_WALLET_PAYMENT', async () => {
    signIn(shopper);
    saveCart([apples(2)]);
    onPost('/orders/checkout/verify', () =>
      HttpResponse.json(checked({ total_tax: 0.26, wallet_amount: 9, wallet_currency: 3 })),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await checkAvailability(user);
    expect(screen.getByText('You have 9 points, worth $3.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Use my wallet points' }));
    expect(money('checkout-wallet')).toBe('−$3.00');
    expect(money('checkout-payable')).toBe('$7.45'); // 5.20 + 0.26 + 4.99 − 3.00
    expect(savedCheckout()).toMatchObject({ use_wallet: true, payable_amount: 7.45 });
  });

  it('a wallet worth the whole order pays it', async () => {
    signIn(shopper);
    saveCart([apples(2)]);
    onPost('/orders/checkout/verify', () =>
      HttpResponse.json(checked({ total_tax: 0.26, wallet_amount: 300, wallet_currency: 100 })),
    );
    const orders = onPost('/orders', () =>
      HttpResponse.json({ ...twoShopOrder, payment_gateway: 'FULL_WALLET_PAYMENT' }, { status: 201 }),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<CheckoutPage />);
    await checkAvailability(user);
    await user.click(screen.getByRole('checkbox', { name: 'Use my wallet points' }));
    expect(screen.getByText('Your wallet pays for this whole order.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(orders[0]!.body).toMatchObject({
      payment_gateway: 'FULL_WALLET_PAYMENT',
      use_wallet_points: true,
      isFullWalletPayment: true,
      total: 10.45,
    });
  });
});
