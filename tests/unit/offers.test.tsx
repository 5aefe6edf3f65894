import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import ToastArea from '@/components/ui/toast-area';
import type { Coupon } from '@/framework/rest/types';
import OffersPage from '@/pages/offers';
import { simpleProduct } from './fixtures/catalogue';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const NOW = Date.parse('2026-11-22T12:00:00Z');

const coupon = (id: number, code: string, fields: Partial<Coupon>): Coupon => ({
  id,
  code,
  type: 'fixed',
  amount: 0,
  minimum_cart_amount: 0,
  active_from: '2026-11-01T00:00:00.000000Z',
  expire_at: '2027-05-21T00:00:00.000000Z',
  is_valid: true,
  ...fields,
});

const coupons = [
  coupon(1, 'SUMMER20', {
    type: 'percentage',
    amount: 20,
    description: 'Summer sale',
    active_from: '2026-06-25T00:00:00Z',
    expire_at: '2026-09-23T00:00:00Z',
    is_valid: false,
  }),
  coupon(2, 'SAVE5', {
    type: 'fixed',
    amount: 5,
    minimum_cart_amount: 40,
    description: '$5 off any order of $40 or more.',
  }),
  coupon(3, 'WELCOME10', { type: 'percentage', amount: 10 }),
  coupon(4, 'FREESHIP', { type: 'free_shipping', amount: 0 }),
];

function answerCoupons(featured: unknown[] = []) {
  server.use(
    http.get('*/api/coupons', () =>
      HttpResponse.json({ data: coupons, current_page: 1, last_page: 1, per_page: 20, total: coupons.length }),
    ),
    http.get('*/api/product-featured', () => HttpResponse.json(featured)),
  );
}

const card = (code: string) => screen.getByText(code).closest('article')!;

describe('/offers', () => {
  it('shows each coupon’s value by type, its minimum order and dates, with expired ones marked and last', async () => {
    answerCoupons();
    renderWithProviders(<OffersPage now={NOW} />);
    const values = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(values).toEqual(['$5 off', '10% off', 'Free delivery', '20% off']);

    expect(within(card('SAVE5')).getByText('On orders of $40 or more')).toBeInTheDocument();
    expect(within(card('SAVE5')).getByText('Valid until May 21, 2027')).toBeInTheDocument();
    expect(within(card('SAVE5')).getByText('Active')).toBeInTheDocument();

    const expired = card('SUMMER20');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Expired on Sep 23, 2026')).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Copy code SUMMER20' })).toBeDisabled();
    expect(within(card('WELCOME10')).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('shows the featured products under the coupons (GET /product-featured)', async () => {
    answerCoupons([simpleProduct]);
    renderWithProviders(<OffersPage now={NOW} />);
    const shelf = await screen.findByRole('region', { name: 'Featured products' });
    expect(within(shelf).getByText(simpleProduct.name)).toBeInTheDocument();
  });

  it('copies a code to the clipboard and confirms it with a toast', async () => {
    answerCoupons();
    const user = userEvent.setup();
    // user-event installs its own clipboard stub in setup(); ours replaces it so the call can be checked.
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <>
        <OffersPage now={NOW} />
        <ToastArea />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Copy code SAVE5' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('SAVE5');
    expect(await screen.findByText('Code SAVE5 copied to the clipboard')).toBeInTheDocument();
    expect(button).toHaveTextContent('Copied!');
  });

  it('says so when the clipboard refuses', async () => {
    answerCoupons();
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <>
        <OffersPage now={NOW} />
        <ToastArea />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Copy code WELCOME10' }));
    expect(await screen.findByText(/Could not copy the code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code WELCOME10' })).toHaveTextContent('Copy code');
  });
});
