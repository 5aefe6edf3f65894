import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistButton } from '@/components/community/wishlist-button';
import { myWishlistsKey } from '@/framework/rest/in-wishlist';
import { notify } from '@/lib/notify';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';
import { removeAuthToken, setAuthToken } from '@/framework/rest/save-auth-token';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

const heart = () => screen.getByRole('button', { name: /Kettle chips/ });

describe('the wishlist heart, pressed by a signed-in shopper', () => {
  beforeEach(() => {
    notified.mockClear();
    setAuthToken('token-of-ann');
    server.use(http.get('*/api/wishlists/in_wishlist', () => HttpResponse.json([])));
  });
  afterEach(() => removeAuthToken());

  it('saves the product once per press, shows it saved, says so and asks the lists again', async () => {
    let toggles = 0;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/wishlists/toggle', async ({ request }) => {
        toggles += 1;
        expect(await request.json()).toEqual({ product_id: 31 });
        await answered;
        return HttpResponse.json(true);
      }),
    );
    const { queryClient } = renderWithProviders(<WishlistButton productId={31} productName="Kettle chips" />);
    queryClient.setQueryData(myWishlistsKey, { pages: [], pageParams: [] });
    // A signed-in heart's code loads once the browser knows the shopper is signed in: disabled until then.
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    const user = userEvent.setup();
    await user.click(heart());
    await waitFor(() => expect(heart()).toBeDisabled());
    await user.click(heart());
    release();

    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toBeEnabled();
    expect(heart()).toHaveAccessibleName('Remove Kettle chips from your wishlist');
    expect(toggles).toBe(1);
    expect(notified).toHaveBeenCalledWith('success', 'Saved to your wishlist.');
    expect(queryClient.getQueryState(myWishlistsKey)?.isInvalidated).toBe(true);
  });

  it('shows a refusal and leaves the heart as it was', async () => {
    server.use(
      http.post('*/api/wishlists/toggle', () =>
        HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderWithProviders(<WishlistButton productId={32} productName="Kettle chips" />);
    await userEvent.setup().click(heart());
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'We could not find what you are looking for.'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toBeEnabled();
  });
});
