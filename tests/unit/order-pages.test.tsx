import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@/framework/rest/types';
import OrderReceivedPage from '@/pages/order-received';
import OrdersPage from '@/pages/orders';
import OrderPage from '@/pages/orders/[tracking_number]';
import { signIn, signOut } from './fixtures/account';
import { answerSettings, shopper, twoShopOrder } from './fixtures/checkout';
import { renderPage } from './helpers/checkout';
import { server } from './helpers/msw-server';

beforeEach(() => answerSettings());
afterEach(() => {
  cleanup();
  signOut();
  window.sessionStorage.clear();
});

const TN = twoShopOrder.tracking_number;

/** GET /orders/{id} answering `order` (and recording the queries), or 404 as the API does for "not yours". */
function answerOrder(order: Order | ((contact: string | null) => Order | null)) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/orders/:id', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const found = typeof order === 'function' ? order(url.searchParams.get('contact')) : order;
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Not found', code: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });
    }),
  );
  return queries;
}

const showOrder = (order: Order = twoShopOrder) =>
  renderPage(<OrderPage trackingNumber={order.tracking_number} />, `/orders/${order.tracking_number}`);

describe('/orders/{tracking_number} (SPEC §2 order detail, CONTRACT §4, §7)', () => {
  it('shows number, date, status, payment, lines, money lines, addresses, schedule and each shop’s order', async () => {
    signIn(shopper);
    const queries = answerOrder(twoShopOrder);
    showOrder();
    expect(await screen.findByRole('heading', { level: 1, name: `Order #${TN}` })).toBeInTheDocument();
    expect(queries[0]!.get('language')).toBe('en');
    expect(screen.getByText('November 26, 2026')).toBeInTheDocument();
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent('Cash on delivery');
    expect(screen.getByText('Order status').nextElementSibling).toHaveTextContent('Processing');
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(within(progress).getByText('Processing').closest('li')).toHaveAttribute('aria-current', 'step');

    const items = screen.getByRole('table', { name: 'Items' });
    const tee = within(items).getByRole('row', { name: /Organic Cotton Crew Tee - Navy\/S/ });
    expect(tee).toHaveTextContent('1$28.00$28.00');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$33.20');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$1.66');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$4.99');
    expect(screen.getByTestId('order-discount')).toHaveTextContent('−$3.32');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$36.53');
    expect(screen.getByTestId('order-wallet')).toHaveTextContent('−$10.00');
    expect(screen.getByTestId('order-payable')).toHaveTextContent('$26.53');

    expect(screen.getByRole('heading', { name: 'Billing address' }).parentElement).toHaveTextContent(
      '1 Main St, Springfield, IL 62701, USA',
    );
    expect(screen.getByRole('heading', { name: 'Shipping address' }).parentElement).toHaveTextContent(
      '2 Mill Rd, Leeds',
    );
    expect(screen.getByText('Morning')).toBeInTheDocument();
    expect(screen.getByText('Ring twice')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: '2 shop orders' })).toBeInTheDocument();
    const grocer = screen.getByRole('listitem', { name: 'Green Valley Grocers' });
    expect(grocer).toHaveTextContent('20261126654321');
    expect(grocer).toHaveTextContent('Processing');
    const tailor = screen.getByRole('listitem', { name: 'Thread & Needle' });
    expect(tailor).toHaveTextContent('20261126777777');
    expect(tailor).toHaveTextContent('Out for delivery');
  });

  it.each([
    ['order-pending', 'Pending', 0],
    ['order-out-for-delivery', 'Out for delivery', 3],
    ['order-completed', 'Delivered', 4],
    ['order-cancelled', 'Cancelled', 4],
    ['order-refunded', 'Refunded', 4],
    ['order-failed', 'Failed', 4],
  ] as const)('a %s order has "%s" as its current step', async (status, label, index) => {
    signIn(shopper);
    answerOrder({ ...twoShopOrder, order_status: status });
    showOrder();
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps[index]).toHaveAttribute('aria-current', 'step');
    expect(steps[index]).toHaveTextContent(`${label} (current step)`);
    expect(steps.filter((step) => step.getAttribute('aria-current'))).toHaveLength(1);
  });

  it.each(['payment-cash-on-delivery', 'cash-on-delivery'])(
    'reads the payment status %s as cash on delivery',
    async (status) => {
      signIn(shopper);
      answerOrder({ ...twoShopOrder, payment_status: status as Order['payment_status'], payment_gateway: 'CASH' });
      showOrder();
      const label = await screen.findByText('Payment status');
      expect(label.nextElementSibling).toHaveTextContent('Cash on delivery');
    },
  );

  it('asks a guest for the contact the order was placed with, and says so when it does not match', async () => {
    const guestOrder = { ...twoShopOrder, customer_id: null };
    const queries = answerOrder((contact) => (contact === '+15551234567' ? guestOrder : null));
    const user = userEvent.setup();
    showOrder();
    const field = await screen.findByLabelText('Contact number or email');
    expect(queries).toEqual([]); // nothing is asked without the contact
    await user.type(field, '+15550000000');
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('We could not find an order with this number and contact.'),
    );
    await user.clear(field);
    await user.type(field, '+15551234567');
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    expect(await screen.findByRole('list', { name: 'Order progress' })).toBeInTheDocument();
    expect(queries.at(-1)!.get('contact')).toBe('+15551234567');
  });

  it('shows a guest the order this tab just placed, with the contact it remembers', async () => {
    window.sessionStorage.setItem(
      'pickbazar-last-order',
      JSON.stringify({ tracking_number: TN, contact: '+15551234567' }),
    );
    const queries = answerOrder((contact) => (contact ? twoShopOrder : null));
    showOrder();
    expect(await screen.findByRole('list', { name: 'Order progress' })).toBeInTheDocument();
    expect(queries[0]!.get('contact')).toBe('+15551234567');
  });

  it('tells a signed-in shopper when the order is not in their account', async () => {
    signIn(shopper);
    answerOrder(() => null);
    showOrder();
    expect(await screen.findByText(/This order is not in your account/)).toBeInTheDocument();
    expect(screen.getByLabelText('Contact number or email')).toBeInTheDocument();
  });
});

describe('/orders (SPEC §2, paged)', () => {
  it('lists the orders newest first and loads the next page on demand', async () => {
    signIn(shopper);
    const pages: string[] = [];
    server.use(
      http.get('*/api/orders', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(new URL(request.url).search);
        const order =
          page === 1 ? twoShopOrder : { ...twoShopOrder, id: 400, tracking_number: '20261101111111', children: [] };
        return HttpResponse.json({ data: [order], current_page: page, last_page: 2, per_page: 10, total: 2 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<OrdersPage />, '/orders');
    const first = await screen.findByRole('link', { name: `Order #${TN}` });
    expect(first).toHaveAttribute('href', `/orders/${TN}`);
    expect(screen.getByRole('article', { name: `Order #${TN}` })).toHaveTextContent('2 shops');
    expect(pages[0]).toContain('limit=10');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Order #20261101111111' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    signIn(shopper);
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 }),
      ),
    );
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('You have not placed any orders yet')).toBeInTheDocument();
  });
});

describe('/order-received (SPEC §2)', () => {
  it('confirms the order this tab placed last', async () => {
    signIn(shopper);
    window.sessionStorage.setItem('pickbazar-last-order', JSON.stringify({ tracking_number: TN }));
    answerOrder(twoShopOrder);
    renderPage(<OrderReceivedPage />, '/order-received');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order was received' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$36.53');
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', `/orders/${TN}`);
  });

  it('leads to the orders when there is no recent order', async () => {
    renderPage(<OrderReceivedPage />, '/order-received');
    expect(await screen.findByText('There is no recent order to show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders');
  });
});
