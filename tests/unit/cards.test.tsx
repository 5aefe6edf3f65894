import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagedModal } from '@/components/layouts/managed-modal';
import StripePayment from '@/components/payment/stripe/stripe-payment';
import type { Card, Order, PaymentIntent } from '@/framework/rest/types';
import { notify } from '@/lib/notify';
import CardsPage from '@/pages/cards';
import OrdersPage from '@/pages/orders';
import { settingsFixture } from './fixtures/catalogue';
import { record, signIn, signOut } from './fixtures/account';
import { twoShopOrder } from './fixtures/checkout';
import { renderPage } from './helpers/checkout';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

// Stripe.js is the browser tests' double (the real one comes from js.stripe.com); Stripe's HTTP API is answered
// here with msw, the only third party in these tests.
beforeAll(() => {
  const double = readFileSync(path.resolve(import.meta.dirname, '../e2e/support/stripe-js-double.js'), 'utf8');
  new Function(double)();
});
beforeEach(() => {
  notified.mockClear();
  // Signing out at the end of a test shows the sign-in form, which asks which sign-in providers exist.
  server.use(http.get('*/api/auth/providers', () => HttpResponse.json({})));
});
afterEach(() => signOut());

const STRIPE_KEY = 'pk_test_double';
function stripeConfigured(key = STRIPE_KEY) {
  server.use(
    http.get('*/api/settings', () =>
      HttpResponse.json({ ...settingsFixture, options: { ...settingsFixture.options, stripePublishableKey: key } }),
    ),
  );
}

const visa: Card = {
  id: 11,
  method_key: 'pm_visa_saved',
  default_card: false,
  network: 'visa',
  last4: '4242',
  expires: '12/34',
  owner_name: 'Ada Lovelace',
};
const mastercard: Card = {
  id: 12,
  method_key: 'pm_mc_saved',
  default_card: true,
  network: 'mastercard',
  last4: '4444',
  expires: '01/30',
};

/** GET /cards answers whatever the shopper's cards are now, so a change shows after the refetch. */
function savedCards(initial: Card[]) {
  let current = initial;
  server.use(http.get('*/api/cards', () => HttpResponse.json(current)));
  return { set: (next: Card[]) => (current = next) };
}

/** Records the form bodies Stripe's API receives at a path and answers with `answer`. */
function stripeApi(pathname: string, answer: (form: URLSearchParams) => Response) {
  const forms: Record<string, string>[] = [];
  server.use(
    http.post(`https://api.stripe.com/v1${pathname}`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      forms.push(Object.fromEntries(form));
      return answer(form);
    }),
  );
  return forms;
}

const renderCards = () =>
  renderWithProviders(
    <>
      <CardsPage />
      <ManagedModal />
    </>,
    { router: { pathname: '/cards', asPath: '/cards' } },
  );

describe('/cards', () => {
  it('lists the saved cards, the default one first, with network, last four digits, expiry and badge', async () => {
    signIn();
    stripeConfigured();
    savedCards([visa, mastercard]);
    renderCards();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Mastercard ending in 4444',
      'Visa ending in 4242',
    ]);
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[0]!).getByText('01/30')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Default')).toBeNull();
    expect(within(items[1]!).getByText('12/34')).toBeInTheDocument();
    // The default card has nothing to make default.
    expect(within(items[0]!).queryByRole('button', { name: /default card/ })).toBeNull();
  });

  it('makes a card the default one (POST /set-default-card with its id)', async () => {
    signIn();
    stripeConfigured();
    const cards = savedCards([visa, mastercard]);
    const bodies = record('post', '/set-default-card', () => {
      cards.set([
        { ...visa, default_card: true },
        { ...mastercard, default_card: false },
      ]);
      return HttpResponse.json({ ...visa, default_card: true });
    });
    const user = userEvent.setup();
    renderCards();
    await user.click(await screen.findByRole('button', { name: 'Make Visa ending in 4242 the default card' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'That card is now your default card.'));
    expect(bodies).toEqual([{ method_id: 11 }]);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Visa ending in 4242',
        'Mastercard ending in 4444',
      ]),
    );
  });

  it('deletes a card after DELETE_CARD_MODAL, and cancelling keeps it', async () => {
    signIn();
    stripeConfigured();
    const cards = savedCards([visa, mastercard]);
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/cards/:id', ({ params }) => {
        deleted.push(String(params.id));
        cards.set([mastercard]);
        return HttpResponse.json(true);
      }),
    );
    const user = userEvent.setup();
    renderCards();
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete card' });
    expect(await within(dialog).findByText('Delete Visa ending in 4242? You can add it again later.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete card' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'The card was deleted.'));
    expect(deleted).toEqual(['11']);
    await waitFor(() => expect(screen.queryByText('Visa ending in 4242')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a card through ADD_NEW_CARD: SetupIntent, confirmCardSetup, then POST /cards with the method', async () => {
    signIn();
    stripeConfigured();
    const cards = savedCards([]);
    server.use(http.post('*/api/cards/setup-intent', () => HttpResponse.json({ client_secret: 'seti_9_secret_x' })));
    stripeApi('/payment_methods', () => HttpResponse.json({ id: 'pm_added', object: 'payment_method' }));
    const setups = stripeApi('/setup_intents/seti_9/confirm', (form) =>
      HttpResponse.json({
        id: 'seti_9',
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: form.get('payment_method'),
      }),
    );
    const added = record('post', '/cards', () => {
      cards.set([{ ...visa, method_key: 'pm_added', default_card: true }]);
      return HttpResponse.json(visa);
    });
    const user = userEvent.setup();
    renderCards();
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your card was saved.'));
    expect(setups).toEqual([{ payment_method: 'pm_added', client_secret: 'seti_9_secret_x' }]);
    expect(added).toEqual([{ method_key: 'pm_added' }]);
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the API’s refusal of the card in the dialog, translated, and keeps it open (useApiForm)', async () => {
    signIn();
    stripeConfigured();
    savedCards([]);
    server.use(http.post('*/api/cards/setup-intent', () => HttpResponse.json({ client_secret: 'seti_9_secret_x' })));
    stripeApi('/payment_methods', () => HttpResponse.json({ id: 'pm_added', object: 'payment_method' }));
    stripeApi('/setup_intents/seti_9/confirm', (form) =>
      HttpResponse.json({
        id: 'seti_9',
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: form.get('payment_method'),
      }),
    );
    const added = record('post', '/cards', () =>
      HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 }),
    );
    const user = userEvent.setup();
    renderCards();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not find what you are looking for.');
    expect(added).toEqual([{ method_key: 'pm_added' }]);
    expect(notified).not.toHaveBeenCalledWith('success', 'Your card was saved.');
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeInTheDocument();
  });

  it('says saved cards are not available when the shop has no Stripe', async () => {
    signIn();
    renderCards();
    expect(await screen.findByText('Saved cards are not available in this shop.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });
});

const order = { id: 5, tracking_number: 'TN-CARD-1' } as Order;
const paymentIntent: PaymentIntent = {
  id: 9,
  order_id: 5,
  tracking_number: 'TN-CARD-1',
  payment_gateway: 'Stripe',
  payment_intent_info: { client_secret: 'pi_123_secret_abc', payment_id: 'pi_123', is_redirect: false },
};

function renderPayment() {
  const onPaid = vi.fn();
  const onFailed = vi.fn();
  renderWithProviders(
    <>
      <StripePayment order={order} paymentIntent={paymentIntent} onPaid={onPaid} onFailed={onFailed} />
      <ManagedModal />
    </>,
  );
  return { onPaid, onFailed };
}

const succeeded = () => HttpResponse.json({ id: 'pi_123', object: 'payment_intent', status: 'succeeded' });

describe('Stripe payment view', () => {
  it('preselects the default saved card and pays with the one chosen', async () => {
    signIn();
    stripeConfigured();
    savedCards([visa, mastercard]);
    const saves = record('post', '/save-payment-method', () => HttpResponse.json({ success: true }));
    const confirms = stripeApi('/payment_intents/pi_123/confirm', succeeded);
    const user = userEvent.setup();
    const { onPaid } = renderPayment();
    const group = await screen.findByRole('group', { name: 'Pay with a saved card' });
    expect(within(group).getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(saves).toEqual([
      {
        method_key: 'pm_visa_saved',
        payment_intent: 'pi_123',
        save_card: false,
        tracking_number: 'TN-CARD-1',
        payment_gateway: 'stripe',
      },
    ]);
    expect(confirms).toEqual([{ payment_method: 'pm_visa_saved', client_secret: 'pi_123_secret_abc' }]);
  });

  it('pays with a new card from USE_NEW_PAYMENT when saved cards are offered', async () => {
    signIn();
    stripeConfigured();
    savedCards([visa]);
    stripeApi('/payment_methods', () => HttpResponse.json({ id: 'pm_other', object: 'payment_method' }));
    const confirms = stripeApi('/payment_intents/pi_123/confirm', succeeded);
    const user = userEvent.setup();
    const { onPaid } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay with a new card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with a new card' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '5555555555554444');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(confirms).toEqual([{ payment_method: 'pm_other', client_secret: 'pi_123_secret_abc' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a declined card and lets the shopper pay again', async () => {
    signIn();
    stripeConfigured();
    savedCards([]);
    const methods = stripeApi('/payment_methods', (form) =>
      HttpResponse.json({
        id: form.get('card[number]') === '4000000000000002' ? 'pm_declined' : 'pm_visa',
        object: 'payment_method',
        type: 'card',
      }),
    );
    const confirms = stripeApi('/payment_intents/pi_123/confirm', (form) =>
      form.get('payment_method') === 'pm_declined'
        ? HttpResponse.json(
            { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
            { status: 402 },
          )
        : succeeded(),
    );
    const user = userEvent.setup();
    const { onPaid, onFailed } = renderPayment();
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeDisabled();
    await user.type(number, '4000 0000 0000 0002');
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onFailed).toHaveBeenCalledWith('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();

    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(methods.map((form) => form['card[number]'])).toEqual(['4000000000000002', '4242424242424242']);
    expect(confirms.map((form) => form.payment_method)).toEqual(['pm_declined', 'pm_visa']);
  });

  it('keeps a new card when "save this card" is ticked (POST /save-payment-method before confirming)', async () => {
    signIn();
    stripeConfigured();
    savedCards([]);
    const calls: string[] = [];
    stripeApi('/payment_methods', () => {
      calls.push('create method');
      return HttpResponse.json({ id: 'pm_new_visa', object: 'payment_method', type: 'card' });
    });
    const saves = record('post', '/save-payment-method', () => {
      calls.push('save');
      return HttpResponse.json({ success: true });
    });
    stripeApi('/payment_intents/pi_123/confirm', () => {
      calls.push('confirm');
      return succeeded();
    });
    const user = userEvent.setup();
    const { onPaid } = renderPayment();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for my next orders' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['create method', 'save', 'confirm']);
    expect(saves).toEqual([
      {
        method_key: 'pm_new_visa',
        payment_intent: 'pi_123',
        save_card: true,
        tracking_number: 'TN-CARD-1',
        payment_gateway: 'stripe',
      },
    ]);
  });

  it('offers no "save this card" to a guest, and sends nothing to the API before confirming', async () => {
    stripeConfigured();
    stripeApi('/payment_methods', () => HttpResponse.json({ id: 'pm_card_visa', object: 'payment_method' }));
    stripeApi('/payment_intents/pi_123/confirm', succeeded);
    const user = userEvent.setup();
    const { onPaid } = renderPayment();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });
});

describe('Pay now on the order list: PAYMENT_MODAL, then STRIPE_ELEMENT_MODAL', () => {
  /** A card order waiting for its payment, as GET /orders lists it. */
  const unpaidCardOrder: Order = {
    ...twoShopOrder,
    tracking_number: 'TN-CARD-1',
    payment_gateway: 'STRIPE',
    order_status: 'order-pending',
    payment_status: 'payment-pending',
    children: twoShopOrder.children!.map((child) => ({
      ...child,
      order_status: 'order-pending',
      payment_status: 'payment-pending',
    })),
  };

  it('pays over the list: a refused card comes back to the payment with why, a second card goes to thank-you', async () => {
    signIn();
    stripeConfigured();
    savedCards([]);
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({ data: [unpaidCardOrder], current_page: 1, last_page: 1, per_page: 10, total: 1 }),
      ),
      http.get('*/api/payment-intent', () => HttpResponse.json(paymentIntent)),
    );
    stripeApi('/payment_methods', (form) =>
      HttpResponse.json({
        id: form.get('card[number]') === '4000000000000002' ? 'pm_declined' : 'pm_visa',
        object: 'payment_method',
        type: 'card',
      }),
    );
    stripeApi('/payment_intents/pi_123/confirm', (form) =>
      form.get('payment_method') === 'pm_declined'
        ? HttpResponse.json(
            { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
            { status: 402 },
          )
        : succeeded(),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<OrdersPage />, '/orders');
    const row = await screen.findByRole('article', { name: 'Order #TN-CARD-1' });
    const payNow = within(row).getByRole('link', { name: 'Pay now' });
    // Still a link to the payment page (new tab, no script); a plain click opens the payment over the list.
    expect(payNow).toHaveAttribute('href', '/orders/TN-CARD-1/payment');
    await user.click(payNow);

    let card = await screen.findByRole('dialog', { name: 'Pay by card' });
    await user.type(await within(card).findByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(payment).getByText(/The payment did not go through: Your card was declined\./)).toBeInTheDocument();

    await user.click(within(payment).getByRole('button', { name: 'Try again' }));
    card = await screen.findByRole('dialog', { name: 'Pay by card' });
    await user.type(await within(card).findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    const pushed = () => vi.mocked(router.push).mock.calls.map(([url]) => url);
    await waitFor(() => expect(pushed()).toEqual(['/orders/TN-CARD-1/thank-you?payment_gateway=stripe']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
