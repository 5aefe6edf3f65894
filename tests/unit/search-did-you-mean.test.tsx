import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductListing } from '@/components/search/product-listing';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/** The search page's "Did you mean" (issue 23 item 3): shown when a search matched nothing and the API offers one. */
const empty = (extra: object = {}) => ({
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 30,
  total: 0,
  from: null,
  to: null,
  ...extra,
});

// The filter panel's lists, empty: this page is about the search answer.
beforeEach(() => {
  server.use(
    http.get('*/api/types', () => HttpResponse.json([])),
    ...['categories', 'tags', 'authors', 'manufacturers', 'concerns'].map((list) =>
      http.get(`*/api/${list}`, () => HttpResponse.json(empty({ per_page: 100 }))),
    ),
  );
});

const searchRoute = { pathname: '/search', route: '/search', query: { text: 'wolnat', category: 'fruits' } };

describe('search page "Did you mean"', () => {
  it('links the corrected query, keeping the other filters', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(empty({ did_you_mean: 'walnut' }))));
    renderWithProviders(<ProductListing drawer="SEARCH_FILTER" />, { router: searchRoute });
    const link = await screen.findByRole('link', { name: 'walnut' }, { timeout: 5000 });
    expect(link.closest('p')).toHaveTextContent('Did you mean: walnut');
    const href = new URL(link.getAttribute('href')!, 'http://shop.test');
    expect(href.pathname).toBe('/search');
    expect(Object.fromEntries(href.searchParams)).toEqual({ text: 'walnut', category: 'fruits' });
  });

  it('shows nothing more when the provider sends no suggestion (an external provider)', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(empty())));
    renderWithProviders(<ProductListing drawer="SEARCH_FILTER" />, { router: searchRoute });
    expect(await screen.findByText('0 products')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });
});
