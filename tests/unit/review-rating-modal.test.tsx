import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagedModal } from '@/components/layouts/managed-modal';
import ReviewImagePopover from '@/components/review/review-image-popover';
import ReviewRatingModal from '@/components/review/review-rating-modal';
import type { ReviewRatingPayload } from '@/components/review/review-payload';
import { notify } from '@/lib/notify';
import { REVIEW_LIMITS } from '@/shared/validation/review';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);
beforeEach(() => notified.mockClear());

const payload: ReviewRatingPayload = {
  product: { id: 7, name: 'Apples', slug: 'apples', shop_id: 2, image: null },
  order_id: 41,
  variation_option_id: null,
  review: null,
};

const photo = (id: number) => ({
  id,
  original: `/api/media/uploads/${id}.webp`,
  thumbnail: `/api/media/thumbnails/uploads/${id}.webp`,
  file_name: `uploads/${id}.webp`,
});

/** Records the review requests that reached the API. */
function recordReviews() {
  const sent: { method: string; url: string; body: any }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const body = await request.json();
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
    return HttpResponse.json({ id: 99, ...(body as object) }, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(http.post('*/api/reviews', answer), http.put('*/api/reviews/:id', answer));
  return sent;
}

describe('REVIEW_RATING', () => {
  it('offers the stars as a radio group the keyboard can move through', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewRatingModal data={payload} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '4 of 5 stars' })).not.toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '3 of 5 stars' }));
    expect(within(group).getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  });

  it('asks for stars and words before sending anything', async () => {
    const sent = recordReviews();
    const user = userEvent.setup();
    renderWithProviders(<ReviewRatingModal data={payload} />);
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveAccessibleDescription('Write a few words about the product');
    expect(sent).toEqual([]);
  });

  it('writes a new review for the order line, with the uploaded photo, and can remove a photo first', async () => {
    const sent = recordReviews();
    let uploads = 0;
    server.use(http.post('*/api/attachments', () => HttpResponse.json([photo(++uploads)])));
    const user = userEvent.setup();
    renderWithProviders(<ReviewRatingModal data={payload} />);
    await user.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    await user.type(screen.getByLabelText('Your review'), '  Crisp <b>and</b> sweet  ');
    const file = () => new File([new Uint8Array([1, 2, 3])], 'apple.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photos'), file());
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add photos'), file());
    expect(await screen.findByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/reviews',
      body: {
        product_id: 7,
        shop_id: 2,
        order_id: 41,
        variation_option_id: null,
        rating: 5,
        comment: 'Crisp <b>and</b> sweet',
        photos: [{ id: 2, original: photo(2).original, thumbnail: photo(2).thumbnail }],
      },
    });
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Thank you! Your review is published.'));
  });

  it(`refuses more than ${REVIEW_LIMITS.maxPhotos} photos before uploading`, async () => {
    let uploads = 0;
    server.use(http.post('*/api/attachments', () => HttpResponse.json([photo(++uploads)])));
    const user = userEvent.setup();
    renderWithProviders(<ReviewRatingModal data={payload} />);
    const files = Array.from(
      { length: REVIEW_LIMITS.maxPhotos + 1 },
      (_, i) => new File([new Uint8Array([i])], `p${i}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText('Add photos'), files);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Add at most ${REVIEW_LIMITS.maxPhotos} photos`);
    expect(uploads).toBe(0);
  });

  it('updates the shopper’s earlier review with PUT, starting from what it says now (GET /reviews/{id})', async () => {
    const sent = recordReviews();
    const user = userEvent.setup();
    // The button found an older copy; the review itself was changed since (another tab).
    const older = { id: 12, rating: 1, comment: 'Sour', photos: [], order_id: 41 } as never;
    const asked: string[] = [];
    server.use(
      http.get('*/api/reviews/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ id: 12, rating: 2, comment: 'Too sour', photos: [photo(8)], order_id: 41 });
      }),
    );
    renderWithProviders(<ReviewRatingModal data={{ ...payload, review: older }} />);
    expect(await screen.findByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    expect(asked).toEqual(['12']);
    expect(screen.getByLabelText('Your review')).toHaveValue('Too sour');
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Update review' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/reviews/12',
      body: { rating: 4, comment: 'Too sour', photos: [{ id: 8 }] },
    });
  });

  it('starts from the copy it was given when the review cannot be read again', async () => {
    server.use(http.get('*/api/reviews/:id', () => HttpResponse.json({ message: 'NOT_FOUND' }, { status: 404 })));
    const review = { id: 13, rating: 3, comment: 'Fine', photos: [], order_id: 41 } as never;
    renderWithProviders(<ReviewRatingModal data={{ ...payload, review }} />);
    expect(await screen.findByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review')).toHaveValue('Fine');
  });

  it('shows the API’s refusal', async () => {
    server.use(
      http.post('*/api/reviews', () =>
        HttpResponse.json(
          { message: 'You have already reviewed this product for this order.', code: 'PICKBAZAR_ERROR.CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewRatingModal data={payload} />);
    await user.click(screen.getByRole('radio', { name: '1 of 5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('error', 'You have already reviewed this product from this order'),
    );
  });

  it('tells which part of the order line the API refused', async () => {
    server.use(
      http.post('*/api/reviews', () =>
        HttpResponse.json(
          {
            message: 'You can review a product once its order is completed.',
            code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
            errors: { order_id: ['error-review-order-not-completed'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewRatingModal data={payload} />);
    await user.click(screen.getByRole('radio', { name: '1 of 5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Early');
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('error', 'You can review products once the order is completed'),
    );
  });
});

describe('REVIEW_IMAGE_POPOVER', () => {
  const photos = [photo(1), photo(2), photo(3)];

  it('opens from the managed modal as a labelled dialog and pages with buttons and arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewImagePopover data={{ photos, index: 1, name: 'Ada' }} />);
    expect(screen.getByRole('img', { name: "Photo 2 from Ada's review" })).toBeInTheDocument();
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  });

  it('goes the other way in right-to-left languages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewImagePopover data={{ photos, index: 0, name: 'Ada' }} />, { router: { locale: 'ar' } });
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('is registered with the managed modal as a dialog', async () => {
    const { default: React } = await import('react');
    const { useModalAction } = await import('@/store/ui');
    function Opener() {
      const { openModal } = useModalAction();
      React.useEffect(() => openModal('REVIEW_IMAGE_POPOVER', { photos, index: 0, name: 'Ada' }), [openModal]);
      return <ManagedModal />;
    }
    renderWithProviders(<Opener />);
    expect(await screen.findByRole('dialog', { name: 'Review photos' })).toBeInTheDocument();
    expect(await screen.findByText('Photo 1 of 3')).toBeInTheDocument();
  });
});
