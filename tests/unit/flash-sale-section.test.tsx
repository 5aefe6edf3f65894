import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FlashSaleSection } from '@/components/flash-sale/flash-sale-section';
import type { FlashSale } from '@/framework/rest/types';
import { simpleProduct } from './fixtures/catalogue';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const sale: FlashSale = {
  id: 3,
  title: 'Fresh Week',
  slug: 'fresh-week',
  type: 'percentage',
  rate: 20,
  end_date: '2026-12-27T10:00:00.000000Z',
  products: [1, 2, 3, 4, 5, 6].map((i) => ({ ...simpleProduct, id: i, slug: `apples-${i}`, name: `Apples ${i}` })),
};

describe('FlashSaleSection', () => {
  it('shows the type’s running campaign, four of its products at their sale price, and links to its page', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('*/api/flash-sale', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [sale], current_page: 1, last_page: 1, per_page: 1, total: 1 });
      }),
    );
    renderWithProviders(<FlashSaleSection typeSlug="grocery" />);
    const section = await screen.findByRole('region', { name: 'Fresh Week' });
    expect(asked!.get('search')).toBe('type.slug:grocery');
    expect(asked!.get('with')).toBe('products');
    expect(within(section).getByText('20% off')).toBeInTheDocument();
    expect(within(section).getByText('Ends December 27, 2026')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See the whole sale' })).toHaveAttribute(
      'href',
      '/flash-sales/fresh-week',
    );
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(4);
    // Card ids are scoped, so the same product in the grid below keeps unique ids.
    expect(cards[0]).toHaveAttribute('aria-labelledby', 'flash-sale-product-1');
    expect(within(cards[0]!).getByText('$2.60')).toBeInTheDocument();
  });

  it('shows nothing when the provider has no flash sales (404) or none is running', async () => {
    let answered = 0;
    server.use(
      http.get('*/api/flash-sale', () => {
        answered += 1;
        return answered === 1
          ? HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 })
          : HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 1, total: 0 });
      }),
    );
    const missing = renderWithProviders(<FlashSaleSection typeSlug="grocery" />);
    await waitFor(() => expect(answered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(missing.container).toBeEmptyDOMElement();
    missing.unmount();
    const none = renderWithProviders(<FlashSaleSection typeSlug="bakery" />);
    await waitFor(() => expect(answered).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(none.container).toBeEmptyDOMElement();
  });
});
