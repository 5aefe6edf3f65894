import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackButtons } from '@/components/community/feedback-buttons';
import { notify } from '@/lib/notify';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';
import { removeAuthToken, setAuthToken } from '@/framework/rest/save-auth-token';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

const review = { id: 8, positive_feedbacks_count: 3, negative_feedbacks_count: 1, my_feedback: null };
const thumb = (name: RegExp) => screen.getByRole('button', { name });

describe('the helpful / not helpful thumbs, pressed by a signed-in shopper', () => {
  beforeEach(() => {
    notified.mockClear();
    setAuthToken('token-of-ann');
  });
  afterEach(() => removeAuthToken());

  it('send the vote once, then show it pressed with the answer’s counters', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/feedbacks', async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json({
          positive: true,
          negative: false,
          positive_feedbacks_count: 4,
          negative_feedbacks_count: 1,
        });
      }),
    );
    const { queryClient } = renderWithProviders(<FeedbackButtons item={review} modelType="Review" />);
    queryClient.setQueryData(['reviews', { product_id: 1 }], { pages: [], pageParams: [] });
    const user = userEvent.setup();
    await waitFor(() => expect(thumb(/^Helpful/)).toHaveAttribute('aria-pressed', 'false'));

    await user.click(thumb(/^Helpful/));
    expect(thumb(/^Helpful/)).toBeDisabled();
    await user.click(thumb(/^Not helpful/));
    release();

    await waitFor(() => expect(thumb(/^Helpful/)).toHaveAttribute('aria-pressed', 'true'));
    expect(thumb(/^Helpful/)).toHaveAccessibleName(/4/);
    expect(thumb(/^Helpful/)).toBeEnabled();
    expect(bodies).toEqual([{ model_id: 8, model_type: 'Review', positive: true, negative: false }]);
    expect(queryClient.getQueryState(['reviews', { product_id: 1 }])?.isInvalidated).toBe(true);
  });

  it('show a refusal and keep the counters', async () => {
    server.use(
      http.post('*/api/feedbacks', () =>
        HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderWithProviders(<FeedbackButtons item={review} modelType="Question" />);
    await userEvent.setup().click(thumb(/^Not helpful/));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'We could not find what you are looking for.'));
    expect(thumb(/^Not helpful/)).toHaveAttribute('aria-pressed', 'false');
    expect(thumb(/^Not helpful/)).toHaveAccessibleName(/1/);
    expect(thumb(/^Not helpful/)).toBeEnabled();
  });
});

describe('the thumbs’ names', () => {
  it('carry the count they show, outside parentheses, in every language (WCAG 2.5.3: the visible text is part of the name)', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const languages = readdirSync('public/locales');
    expect(languages).toHaveLength(6);
    for (const language of languages) {
      const strings = JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as Record<
        string,
        string
      >;
      for (const key of ['text-helpful-count', 'text-not-helpful-count']) {
        // Checkers (axe's label-content-name-mismatch) drop parenthesised words before looking for the visible text.
        const withoutParentheses = strings[key]!.replace(/[(（][^()（）]*[)）]/g, '');
        expect(withoutParentheses, `${language} ${key}`).toContain('{{number}}');
      }
    }
    renderWithProviders(<FeedbackButtons item={review} modelType="Review" />);
    expect(thumb(/^Helpful/)).toHaveAccessibleName('Helpful: 3');
    expect(thumb(/^Helpful/)).toHaveTextContent('3');
  });
});
