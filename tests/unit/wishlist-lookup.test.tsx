import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WishlistButton } from '@/components/community/wishlist-button';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';
import { removeAuthToken, setAuthToken } from '@/framework/rest/save-auth-token';

/** A signed-in catalogue page: every card's heart shows the shopper's wishlist. */
function Cards({ ids }: { ids: number[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <WishlistButton productId={id} productName={`Product ${id}`} />
        </li>
      ))}
    </ul>
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('aria-label'));

describe('in_wishlist for a page of cards', () => {
  beforeEach(() => setAuthToken('token-of-ann'));
  afterEach(() => removeAuthToken());

  it('is one request for all the cards, and each heart shows its own answer', async () => {
    const batches: string[] = [];
    let single = 0;
    server.use(
      http.get('*/api/wishlists/in_wishlist', ({ request }) => {
        batches.push(new URL(request.url).searchParams.get('product_ids') ?? '');
        return HttpResponse.json([12, 40]);
      }),
      http.get('*/api/wishlists/in_wishlist/:id', () => {
        single += 1;
        return HttpResponse.json(false);
      }),
    );
    const ids = [12, 15, 40, 41, 77];
    renderWithProviders(<Cards ids={ids} />);
    await waitFor(() => expect(pressed()).toHaveLength(2));
    expect(batches).toHaveLength(1);
    expect(
      batches[0]!
        .split(',')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    expect(single).toBe(0);
    expect(pressed()).toEqual([expect.stringContaining('Product 12'), expect.stringContaining('Product 40')]);
  });

  it('asks product by product when the provider has no batch endpoint (404)', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/wishlists/in_wishlist', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.get('*/api/wishlists/in_wishlist/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(params.id === '7');
      }),
    );
    renderWithProviders(<Cards ids={[7, 8]} />);
    await waitFor(() => expect(asked.sort()).toEqual(['7', '8']));
    await waitFor(() => expect(pressed()).toEqual([expect.stringContaining('Product 7')]));
  });
});
