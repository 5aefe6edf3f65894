import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentViewProps } from '@/components/payment/payment-view-props';
import { PAYMENT_VIEWS } from '@/components/payment/payment-views';
import type { Order, PaymentIntent } from '@/framework/rest/types';
import OrdersPage from '@/pages/orders';
import OrderPage from '@/pages/orders/[tracking_number]';
import OrderPaymentPage from '@/pages/orders/[tracking_number]/payment';
import OrderThankYouPage from '@/pages/orders/[tracking_number]/thank-you';
import { signIn, signOut } from './fixtures/account';
import { answerSettings, checkoutSettings, shopper, twoShopOrder } from './fixtures/checkout';
import { renderPage } from './helpers/checkout';
import { server } from './helpers/msw-server';

const goToGateway = vi.hoisted(() => vi.fn());
vi.mock('@/components/payment/go-to-gateway', () => ({ goToGateway }));

const TN = twoShopOrder.tracking_number;
const SANDBOX_TITLE = 'Test payment (sandbox, no money moves)';

/** A sandbox order waiting for its payment: $36.53, $10 of it from the wallet, so $26.53 to pay online. */
const unpaid = (over: Partial<Order> = {}): Order => ({
  ...twoShopOrder,
  payment_gateway: 'SANDBOX',
  order_status: 'order-pending',
  payment_status: 'payment-pending',
  children: twoShopOrder.children!.map((child) => ({
    ...child,
    order_status: 'order-pending',
    payment_status: 'payment-pending',
  })),
  ...over,
});

const sandboxIntent = (over: Partial<PaymentIntent['payment_intent_info']> = {}): PaymentIntent => ({
  id: 9,
  order_id: twoShopOrder.id,
  tracking_number: TN,
  payment_gateway: 'SANDBOX',
  payment_intent_info: {
    payment_id: 'sbx_123',
    is_redirect: true,
    redirect_url: 'http://localhost/api/sandbox-gateway/sbx_123',
    ...over,
  },
});

/** Settings offering the sandbox, or more online gateways when named (CONTRACT §4 Settings, lower case). */
const offering = (...names: string[]) =>
  answerSettings(
    checkoutSettings({
      paymentGateway: (names.length ? names : ['sandbox']).map((name) => ({ name, title: name })),
    }),
  );

/** GET /orders/{tn}: each call answers the next of `orders` (the last one from then on). */
function answerOrder(...orders: (Order | null)[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/orders/:id', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const order = orders[Math.min(queries.length - 1, orders.length - 1)];
      return order
        ? HttpResponse.json(order)
        : HttpResponse.json({ message: 'Not found', code: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });
    }),
  );
  return queries;
}

/** GET /payment-intent answering with `answer` per call; records each call's query. */
function answerIntent(answer: (query: URLSearchParams, index: number) => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/payment-intent', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query, queries.length - 1);
    }),
  );
  return queries;
}

/** POST /orders/payment: records each body and answers with `answer`. */
function answerConfirm(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/orders/payment', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const showPayment = () => renderPage(<OrderPaymentPage trackingNumber={TN} />, `/orders/${TN}/payment`);
const showThankYou = () =>
  renderPage(<OrderThankYouPage trackingNumber={TN} />, `/orders/${TN}/thank-you?payment_gateway=sandbox`);

beforeEach(() => offering('sandbox'));
afterEach(() => {
  signOut();
  window.sessionStorage.clear();
  goToGateway.mockReset();
  // Only the stand-in view this file registers (see below); the real entries stay.
  delete PAYMENT_VIEWS.RAZORPAY;
});

describe('/orders/{tn}/payment (PAYMENT_MODAL without its frame)', () => {
  it('shows what is left to pay and the gateway, asks for the intent, and leaves for the sandbox page', async () => {
    signIn(shopper);
    answerOrder(unpaid());
    const intents = answerIntent(() => HttpResponse.json(sandboxIntent()));
    const user = userEvent.setup();
    showPayment();
    expect(await screen.findByRole('heading', { level: 1, name: `Pay for order #${TN}` })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$26.53');
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent(SANDBOX_TITLE);
    const pay = await screen.findByRole('button', { name: `Pay with ${SANDBOX_TITLE}` });
    expect(intents).toHaveLength(1);
    expect(Object.fromEntries(intents[0]!)).toEqual({ tracking_number: TN, payment_gateway: 'SANDBOX' });
    expect(goToGateway).not.toHaveBeenCalled(); // no automatic redirect: a cancelled payment comes back here
    await user.click(pay);
    expect(goToGateway).toHaveBeenCalledWith('http://localhost/api/sandbox-gateway/sbx_123');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', `/orders/${TN}`);
  });

  it('says the gateway is down and asks again on "Try again"; the order stays payable', async () => {
    signIn(shopper);
    answerOrder(unpaid());
    const intents = answerIntent((_query, index) =>
      index < 2
        ? HttpResponse.json({ message: 'Bad gateway', code: 'PICKBAZAR_ERROR.GATEWAY_UNAVAILABLE' }, { status: 502 })
        : HttpResponse.json(sandboxIntent()),
    );
    const user = userEvent.setup();
    showPayment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${SANDBOX_TITLE} cannot be reached right now. Your order is kept`);
    expect(intents).toHaveLength(2); // a gateway that is down is asked once more before saying so
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: `Pay with ${SANDBOX_TITLE}` })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the payment (4xx), without retrying', async () => {
    signIn(shopper);
    answerOrder(unpaid());
    const intents = answerIntent(() =>
      HttpResponse.json({ message: 'This payment method is not offered.', code: 'X' }, { status: 422 }),
    );
    showPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not offered.');
    expect(intents).toHaveLength(1);
  });

  it('says a declined or cancelled payment left the order payable, and offers to pay again', async () => {
    signIn(shopper);
    answerOrder(unpaid({ order_status: 'order-failed', payment_status: 'payment-failed' }));
    answerIntent(() => HttpResponse.json(sandboxIntent()));
    showPayment();
    expect(await screen.findByText(/Your last payment for this order was declined or cancelled/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Pay with ${SANDBOX_TITLE}` })).toBeInTheDocument();
  });

  it('an in-page gateway without a registered view says it cannot be completed here, never that it is paid', async () => {
    signIn(shopper);
    offering('razorpay');
    answerOrder(unpaid({ payment_gateway: 'RAZORPAY' }));
    answerIntent(() =>
      HttpResponse.json({
        ...sandboxIntent(),
        payment_gateway: 'RAZORPAY',
        payment_intent_info: { client_secret: 'pi_1_secret_2', payment_id: 'pi_1', is_redirect: false },
      }),
    );
    showPayment();
    expect(
      await screen.findByText(
        'A payment with Razorpay cannot be completed here. Please choose another payment method or contact the shop.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('renders the gateway’s registered view with the intent; paid goes to thank-you, declined says why', async () => {
    signIn(shopper);
    offering('razorpay');
    const seen: PaymentViewProps[] = [];
    PAYMENT_VIEWS.RAZORPAY = function CardForm(props: PaymentViewProps) {
      seen.push(props);
      return (
        <div>
          <button type="button" onClick={props.onPaid}>
            card paid
          </button>
          <button type="button" onClick={() => props.onFailed('Your card was declined.')}>
            card declined
          </button>
        </div>
      );
    };
    answerOrder(unpaid({ payment_gateway: 'RAZORPAY' }));
    answerIntent(() =>
      HttpResponse.json({
        ...sandboxIntent(),
        payment_gateway: 'RAZORPAY',
        payment_intent_info: { client_secret: 'pi_1_secret_2', payment_id: 'pi_1', is_redirect: false },
      }),
    );
    const user = userEvent.setup();
    const { router } = showPayment();
    await user.click(await screen.findByRole('button', { name: 'card declined' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment did not go through: Your card was declined. Your order is kept and you can try again.',
    );
    expect(screen.queryByRole('button', { name: 'card paid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'card paid' }));
    expect(router.push).toHaveBeenCalledWith(`/orders/${TN}/thank-you?payment_gateway=razorpay`);
    expect(seen.at(-1)!.paymentIntent.payment_intent_info?.client_secret).toBe('pi_1_secret_2');
    expect(seen.at(-1)!.order.tracking_number).toBe(TN);
  });

  it('a paid order needs no payment: nothing is asked of the gateway', async () => {
    signIn(shopper);
    answerOrder(unpaid({ order_status: 'order-processing', payment_status: 'payment-success' }));
    const intents = answerIntent(() => HttpResponse.json(sandboxIntent()));
    showPayment();
    expect(await screen.findByText('This order is paid. Thank you!')).toBeInTheDocument();
    expect(intents).toHaveLength(0);
  });

  it('a guest pays with the contact the order was placed with (the order’s second factor)', async () => {
    window.sessionStorage.setItem(
      'pickbazar-last-order',
      JSON.stringify({ tracking_number: TN, contact: '+15551234567' }),
    );
    const orders = answerOrder(unpaid({ customer_id: null }));
    const intents = answerIntent(() => HttpResponse.json(sandboxIntent()));
    showPayment();
    expect(await screen.findByRole('button', { name: `Pay with ${SANDBOX_TITLE}` })).toBeInTheDocument();
    expect(orders[0]!.get('contact')).toBe('+15551234567');
    expect(intents[0]!.get('contact')).toBe('+15551234567');
  });

  it('asks a guest without the contact for it before anything else', async () => {
    const intents = answerIntent(() => HttpResponse.json(sandboxIntent()));
    answerOrder(null);
    showPayment();
    expect(await screen.findByLabelText('Contact number or email')).toBeInTheDocument();
    expect(intents).toHaveLength(0);
  });
});

describe('/orders/{tn}/thank-you (CONTRACT §6 step 5)', () => {
  it('confirms once, then shows the payment as received with a link to the order', async () => {
    signIn(shopper);
    const orders = answerOrder(
      unpaid(),
      unpaid({ order_status: 'order-processing', payment_status: 'payment-success' }),
    );
    const confirms = answerConfirm();
    showThankYou();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your payment was received.' }),
    ).toBeInTheDocument();
    expect(confirms).toEqual([{ tracking_number: TN, payment_gateway: 'SANDBOX' }]);
    expect(orders.length).toBeGreaterThanOrEqual(2); // read again after the confirmation
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', `/orders/${TN}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(confirms).toHaveLength(1);
  });

  it('says it is waiting while the gateway has not confirmed, and checks again on demand', async () => {
    signIn(shopper);
    answerOrder(unpaid({ payment_status: 'payment-processing', order_status: 'order-processing' }));
    const confirms = answerConfirm();
    const user = userEvent.setup();
    showThankYou();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are waiting for the payment' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the payment again' }));
    await waitFor(() => expect(confirms).toHaveLength(2));
  });

  it('a failed payment says so and offers Pay now', async () => {
    signIn(shopper);
    answerOrder(unpaid(), unpaid({ order_status: 'order-failed', payment_status: 'payment-failed' }));
    answerConfirm();
    showThankYou();
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/orders/${TN}/payment`);
  });

  it('a confirmation that fails says so and can be sent again', async () => {
    signIn(shopper);
    answerOrder(unpaid());
    let fail = true;
    const confirms = answerConfirm(() =>
      fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : new HttpResponse(null, { status: 204 }),
    );
    const user = userEvent.setup();
    showThankYou();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your payment just now.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are waiting for the payment' }),
    ).toBeInTheDocument();
    expect(confirms).toHaveLength(2);
  });
});

describe('Pay now (order page and order list)', () => {
  it.each([
    ['a pending sandbox order', true, unpaid()],
    [
      'a failed payment (order-failed)',
      true,
      unpaid({ order_status: 'order-failed', payment_status: 'payment-failed' }),
    ],
    ['a paid order', false, unpaid({ order_status: 'order-processing', payment_status: 'payment-success' })],
    ['a payment being processed', false, unpaid({ payment_status: 'payment-processing' })],
    ['a cancelled order', false, unpaid({ order_status: 'order-cancelled' })],
    ['a cash-on-delivery order', false, twoShopOrder],
    ['an order the wallet paid', false, unpaid({ payment_gateway: 'FULL_WALLET_PAYMENT' })],
  ] as const)('%s: Pay now shown = %s', async (_name, shown, order) => {
    signIn(shopper);
    answerOrder(order);
    renderPage(<OrderPage trackingNumber={TN} />, `/orders/${TN}`);
    await screen.findByRole('list', { name: 'Order progress' });
    const link = screen.queryByRole('link', { name: 'Pay now' });
    if (shown) expect(link).toHaveAttribute('href', `/orders/${TN}/payment`);
    else expect(link).not.toBeInTheDocument();
  });

  it('an unpaid order of the list has Pay now; a paid one has not', async () => {
    signIn(shopper);
    const paid = unpaid({ id: 400, tracking_number: '20261101111111', payment_status: 'payment-success' });
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({ data: [unpaid(), paid], current_page: 1, last_page: 1, per_page: 10, total: 2 }),
      ),
    );
    renderPage(<OrdersPage />, '/orders');
    const row = await screen.findByRole('article', { name: `Order #${TN}` });
    expect(within(row).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/orders/${TN}/payment`);
    const paidRow = screen.getByRole('article', { name: 'Order #20261101111111' });
    expect(within(paidRow).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

describe('PAYMENT_MODAL (Pay now on the order list)', () => {
  it('opens the payment over the list, loaded on first use, and leaves for the sandbox page from there', async () => {
    signIn(shopper);
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({ data: [unpaid()], current_page: 1, last_page: 1, per_page: 10, total: 1 }),
      ),
    );
    answerIntent(() => HttpResponse.json(sandboxIntent()));
    const user = userEvent.setup();
    const { router } = renderPage(<OrdersPage />, '/orders');
    const row = await screen.findByRole('article', { name: `Order #${TN}` });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(row).getByRole('link', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(dialog).findByRole('heading', { level: 1, name: `Pay for order #${TN}` })).toBeInTheDocument();
    expect(within(dialog).getByTestId('payment-amount')).toHaveTextContent('$26.53');
    await user.click(await within(dialog).findByRole('button', { name: `Pay with ${SANDBOX_TITLE}` }));
    expect(goToGateway).toHaveBeenCalledWith('http://localhost/api/sandbox-gateway/sbx_123');
    expect(router.push).not.toHaveBeenCalled();
    // Back to the order: the dialog closes as the order page opens.
    await user.click(within(dialog).getByRole('link', { name: 'Back to the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(router.push).mock.calls.map(([url]) => url)).toEqual([`/orders/${TN}`]);
  });
});

describe('GATEWAY_MODAL (switch gateway)', () => {
  it('is not offered when the settings offer one online gateway only', async () => {
    signIn(shopper);
    answerOrder(unpaid());
    renderPage(<OrderPage trackingNumber={TN} />, `/orders/${TN}`);
    await screen.findByRole('link', { name: 'Pay now' });
    expect(screen.queryByRole('button', { name: 'Choose another payment method' })).not.toBeInTheDocument();
  });

  it('lists the offered online gateways, switches with recall_gateway and goes on to the payment page', async () => {
    signIn(shopper);
    offering('sandbox', 'stripe', 'cash_on_delivery');
    answerOrder(unpaid());
    const intents = answerIntent(() =>
      HttpResponse.json({
        ...sandboxIntent(),
        payment_gateway: 'STRIPE',
        payment_intent_info: { client_secret: 's', payment_id: 'pi_2', is_redirect: false },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<OrderPage trackingNumber={TN} />, `/orders/${TN}`);
    await user.click(await screen.findByRole('button', { name: 'Choose another payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose another payment method' });
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')!.textContent)).toEqual([SANDBOX_TITLE, 'Stripe']);
    expect(within(dialog).getByRole('radio', { name: SANDBOX_TITLE })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Stripe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${TN}/payment`));
    expect(Object.fromEntries(intents[0]!)).toEqual({
      tracking_number: TN,
      payment_gateway: 'STRIPE',
      recall_gateway: 'true',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the switch is refused', async () => {
    signIn(shopper);
    offering('sandbox', 'stripe');
    answerOrder(unpaid());
    answerIntent(() => HttpResponse.json({ message: 'This order is already paid.' }, { status: 409 }));
    const user = userEvent.setup();
    renderPage(<OrderPage trackingNumber={TN} />, `/orders/${TN}`);
    await user.click(await screen.findByRole('button', { name: 'Choose another payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose another payment method' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Stripe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is already paid.');
  });
});
