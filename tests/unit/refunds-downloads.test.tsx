import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showsPayNow } from '@/components/download/download-rules';
import { canRequestRefund } from '@/components/refund/refund-rules';
import type { Download, Order, Refund } from '@/framework/rest/types';
import { notify } from '@/lib/notify';
import DownloadsPage from '@/pages/downloads';
import OrdersPage from '@/pages/orders';
import OrderPage from '@/pages/orders/[tracking_number]';
import RefundsPage from '@/pages/refunds';
import { record, signIn, signOut } from './fixtures/account';
import { answerSettings, shopper, twoShopOrder } from './fixtures/checkout';
import { renderPage } from './helpers/checkout';
import { server } from './helpers/msw-server';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

beforeEach(() => {
  notified.mockClear();
  answerSettings();
  server.use(
    http.get('*/api/refund-reasons', () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'The item arrived damaged', slug: 'damaged-item' },
          { id: 2, name: 'Another reason', slug: 'other' },
        ],
        current_page: 1,
        last_page: 1,
        per_page: 100,
        total: 2,
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  signOut();
});

const paid: Order = {
  ...twoShopOrder,
  payment_gateway: 'FULL_WALLET_PAYMENT',
  order_status: 'order-completed',
  payment_status: 'payment-success',
  refund: null,
};
const TN = paid.tracking_number;

function answerOrders(orders: Order[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/orders', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: orders, current_page: 1, last_page: 1, per_page: 10, total: orders.length });
    }),
  );
  return queries;
}

const pendingRefund: Refund = {
  id: 9,
  title: 'Broken jar',
  description: 'Cracked on arrival',
  status: 'pending',
  amount: 33.2,
  order_id: paid.id,
  refund_reason: { id: 1, name: 'The item arrived damaged' },
  created_at: '2026-11-26T12:00:00.000000Z',
  order: { id: paid.id, tracking_number: TN },
};

describe('refund eligibility', () => {
  it('is offered on a paid parent order without a refund only', () => {
    expect(canRequestRefund(paid)).toBe(true);
    expect(canRequestRefund({ ...paid, refund: pendingRefund })).toBe(false);
    expect(canRequestRefund(twoShopOrder)).toBe(false); // cash on delivery
    expect(canRequestRefund({ ...paid, payment_status: 'payment-pending' })).toBe(false);
    expect(canRequestRefund({ ...paid, order_status: 'order-refunded' })).toBe(false);
    expect(canRequestRefund({ ...paid, parent_id: 1 })).toBe(false);
  });
});

describe('REFUND_REQUEST', () => {
  it('checks the fields, uploads photos and sends POST /refunds from the orders list', async () => {
    signIn(shopper);
    const queries = answerOrders([paid, { ...twoShopOrder, id: 777, tracking_number: '20261101000001' }]);
    server.use(
      http.post('*/api/attachments', () =>
        HttpResponse.json([
          { id: 55, original: '/api/media/a.webp', thumbnail: '/api/media/thumbnails/a.webp', file_name: 'a.webp' },
        ]),
      ),
    );
    const bodies = record('post', '/refunds', () => HttpResponse.json({ ...pendingRefund }, { status: 201 }));
    const user = userEvent.setup();
    renderPage(<OrdersPage />, '/orders');
    const card = await screen.findByRole('article', { name: `Order #${TN}` });
    expect(queries[0]!.get('with')).toBe('refund');
    // The cash-on-delivery order has no refund control.
    expect(
      within(screen.getByRole('article', { name: 'Order #20261101000001' })).queryByRole('button', {
        name: 'Request a refund',
      }),
    ).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Please give your request a title.');
    expect(bodies).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'The item arrived damaged');
    await user.type(within(dialog).getByLabelText('Title'), 'Broken jar');
    await user.type(within(dialog).getByLabelText('What happened?'), 'Cracked on arrival');
    await user.upload(within(dialog).getByLabelText('Add photos'), new File(['x'], 'jar.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      order_id: paid.id,
      title: 'Broken jar',
      description: 'Cracked on arrival',
      refund_reason_id: 1,
      images: [{ id: 55, original: '/api/media/a.webp', thumbnail: '/api/media/thumbnails/a.webp' }],
    });
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your refund request was sent.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the API’s refusal in the dialog', async () => {
    signIn(shopper);
    answerOrders([paid]);
    record('post', '/refunds', () =>
      HttpResponse.json(
        {
          message: 'A refund has already been requested for this order.',
          code: 'PICKBAZAR_ERROR.CONFLICT',
          errors: { order_id: ['error-refund-exists'] },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderPage(<OrdersPage />, '/orders');
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Another reason');
    await user.type(within(dialog).getByLabelText('Title'), 'Late');
    await user.type(within(dialog).getByLabelText('What happened?'), 'It never came');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A refund has already been requested for this order.',
    );
  });

  it('shows the refund on its order page instead of the control', async () => {
    signIn(shopper);
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json({ ...paid, refund: pendingRefund })));
    renderPage(<OrderPage trackingNumber={TN} />, `/orders/${TN}`);
    const panel = await screen.findByRole('region', { name: 'Refund' });
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
    expect(within(panel).getByText('Broken jar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });
});

describe('/refunds', () => {
  it('lists refunds with their status badges and orders', async () => {
    signIn(shopper);
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/refunds', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          data: [
            pendingRefund,
            { ...pendingRefund, id: 8, title: 'Wrong size', status: 'Approved' },
            { ...pendingRefund, id: 7, title: 'Torn', status: 'rejected' },
            { ...pendingRefund, id: 6, title: 'Checking', status: 'processing' },
          ],
          current_page: 1,
          last_page: 1,
          per_page: 10,
          total: 4,
        });
      }),
    );
    renderPage(<RefundsPage />, '/refunds');
    const first = await screen.findByRole('article', { name: 'Broken jar' });
    expect(queries[0]!.get('with')).toBe('refund_policy;order');
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: TN })).toHaveAttribute('href', `/orders/${TN}`);
    expect(within(screen.getByRole('article', { name: 'Wrong size' })).getByText('Approved')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Torn' })).getByText('Rejected')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Checking' })).getByText('Processing')).toBeInTheDocument();
  });
});

const download = (id: number, order: Partial<NonNullable<Download['order']>>, name: string): Download => ({
  id,
  digital_file_id: 100 + id,
  tracking_number: `2026112600000${id}`,
  created_at: '2026-11-26T12:00:00.000000Z',
  order: { tracking_number: `2026112600000${id}`, ...order },
  file: { id: 100 + id, file_name: `${name.toLowerCase().replace(/ /g, '-')}.pdf`, fileable: { name } },
});

describe('/downloads (CONTRACT §4 Download rule)', () => {
  it('applies the Pay now rule', () => {
    const online = { payment_gateway: 'sandbox', order_status: 'order-pending', payment_status: 'payment-pending' };
    expect(showsPayNow(download(1, online, 'A'))).toBe(true);
    expect(showsPayNow(download(1, { ...online, payment_status: 'payment-failed' }, 'A'))).toBe(true);
    expect(showsPayNow(download(1, { ...online, payment_status: 'payment-success' }, 'A'))).toBe(false);
    expect(showsPayNow(download(1, { ...online, payment_status: 'payment-awaiting-for-approval' }, 'A'))).toBe(false);
    expect(showsPayNow(download(1, { ...online, order_status: 'order-cancelled' }, 'A'))).toBe(false);
    expect(showsPayNow(download(1, { ...online, order_status: 'order-refunded' }, 'A'))).toBe(false);
    for (const gateway of ['CASH_ON_DELIVERY', 'CASH', 'FULL_WALLET_PAYMENT', 'cash_on_delivery']) {
      expect(showsPayNow(download(1, { ...online, payment_gateway: gateway }, 'A')), gateway).toBe(false);
    }
  });

  it('shows Download or Pay now, and Download fetches a one-time link and starts it', async () => {
    signIn(shopper);
    server.use(
      http.get('*/api/downloads', () =>
        HttpResponse.json({
          data: [
            download(
              1,
              {
                payment_gateway: 'FULL_WALLET_PAYMENT',
                order_status: 'order-completed',
                payment_status: 'payment-success',
              },
              'Salt on the Window',
            ),
            download(
              2,
              { payment_gateway: 'sandbox', order_status: 'order-pending', payment_status: 'payment-pending' },
              'Unpaid Book',
            ),
          ],
          current_page: 1,
          last_page: 1,
          per_page: 15,
          total: 2,
        }),
      ),
    );
    const bodies = record('post', '/downloads/digital_file', () =>
      HttpResponse.json('http://localhost/api/download_url/token/abc'),
    );
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const user = userEvent.setup();
    renderPage(<DownloadsPage />, '/downloads');
    const paidCard = await screen.findByRole('article', { name: 'Salt on the Window' });
    const unpaidCard = screen.getByRole('article', { name: 'Unpaid Book' });
    expect(within(unpaidCard).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/orders/20261126000002/payment',
    );
    expect(within(unpaidCard).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(paidCard).queryByRole('link', { name: 'Pay now' })).toBeNull();
    await user.click(within(paidCard).getByRole('button', { name: 'Download Salt on the Window' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(bodies).toEqual([{ digital_file_id: 101 }]);
    expect(clicked[0]).toEqual({
      href: 'http://localhost/api/download_url/token/abc',
      download: 'salt-on-the-window.pdf',
      attached: true,
    });
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('says why a download is refused', async () => {
    signIn(shopper);
    server.use(
      http.get('*/api/downloads', () =>
        HttpResponse.json({
          data: [
            download(
              3,
              {
                payment_gateway: 'CASH_ON_DELIVERY',
                order_status: 'order-processing',
                payment_status: 'payment-cash-on-delivery',
              },
              'Cash Book',
            ),
          ],
          current_page: 1,
          last_page: 1,
          per_page: 15,
          total: 1,
        }),
      ),
    );
    const message = 'This order is paid in cash on delivery: the file can be downloaded once the payment is confirmed.';
    record('post', '/downloads/digital_file', () =>
      HttpResponse.json(
        {
          message,
          code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
          errors: { digital_file_id: ['error-download-not-paid'] },
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderPage(<DownloadsPage />, '/downloads');
    await user.click(await screen.findByRole('button', { name: 'Download Cash Book' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith(
        'error',
        'This order is not paid yet. Pay for it first, then download the file.',
      ),
    );
  });
});
