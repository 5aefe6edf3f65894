import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '@/components/product/product-grid';
import { parseProductFilters } from '@/shared/product-filters';
import { simpleProduct, variableProduct } from './fixtures/catalogue';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/**
 * "Load more" on a product list (issue 23): it continues from the answer's next_cursor when there is one (our
 * API's keyset page), and by page number when the provider answers without it (SPEC §4).
 */
const listPage = (page: number, nextCursor?: string | null) => ({
  data: [{ ...(page === 1 ? simpleProduct : variableProduct), id: page }],
  current_page: page,
  last_page: 2,
  per_page: 1,
  total: 2,
  from: page,
  to: page,
  ...(nextCursor === undefined ? {} : { next_cursor: nextCursor }),
});

function serveTwoPages(nextCursor?: string) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const second = query.get('page') === '2';
      return HttpResponse.json(
        second ? listPage(2, nextCursor === undefined ? undefined : null) : listPage(1, nextCursor),
      );
    }),
  );
  return asked;
}

describe('product list "load more"', () => {
  it('asks the next page by the cursor our API handed out, with its page number', async () => {
    const asked = serveTwoPages('c2-opaque');
    renderWithProviders(<ProductGrid filters={parseProductFilters({})} title="Products" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(asked).toHaveLength(2);
    expect(asked[0]!.get('cursor')).toBeNull();
    expect(asked[1]!.get('cursor')).toBe('c2-opaque');
    expect(asked[1]!.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('pages by number against a provider that answers no cursor', async () => {
    const asked = serveTwoPages();
    renderWithProviders(<ProductGrid filters={parseProductFilters({})} title="Products" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(asked[1]!.get('page')).toBe('2');
    expect(asked[1]!.has('cursor')).toBe(false);
  });
});
