import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Newsletter } from '@/components/layouts/newsletter';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/** Records the bodies POST /subscribe-to-newsletter receives, answering each with the next of `answers`. */
function answerInTurn(...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/subscribe-to-newsletter', async ({ request }) => {
      bodies.push(await request.json());
      return answers[Math.min(bodies.length - 1, answers.length - 1)]!();
    }),
  );
  return bodies;
}

async function subscribe(email: string) {
  const user = userEvent.setup();
  // The form arrives after the page, in place of a placeholder whose field is disabled.
  const field = () => screen.getByRole('textbox', { name: 'Subscribe to our newsletter' });
  await waitFor(() => expect(field()).toBeEnabled());
  const input = field();
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return input;
}

describe('the footer’s newsletter form (useApiForm)', () => {
  it('checks the address with the shared schema before sending anything', async () => {
    const bodies = answerInTurn(() => HttpResponse.json({ message: 'PICKBAZAR_MESSAGE.SUBSCRIBED_SUCCESSFULLY' }));
    renderWithProviders(<Newsletter />);
    const input = await subscribe('');
    expect(await screen.findByText('You must need to provide your email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('subscribes, says so and empties the field', async () => {
    const bodies = answerInTurn(() => HttpResponse.json({ message: 'PICKBAZAR_MESSAGE.SUBSCRIBED_SUCCESSFULLY' }));
    renderWithProviders(<Newsletter />);
    const input = await subscribe('Ada@Example.com');
    expect(await screen.findByText('You are subscribed to our newsletter. Thank you!')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
    expect(input).toHaveValue('');
  });

  it('shows the API’s field error, and any other failure translated, under the field', async () => {
    answerInTurn(
      () =>
        HttpResponse.json(
          { message: 'Invalid', code: 'PICKBAZAR_ERROR.VALIDATION_FAILED', errors: { email: ['error-email-format'] } },
          { status: 422 },
        ),
      () => HttpResponse.json({ message: 'Slow down', code: 'PICKBAZAR_ERROR.RATE_LIMITED' }, { status: 429 }),
    );
    renderWithProviders(<Newsletter />);
    const input = await subscribe('ada@example.com');
    await waitFor(() => expect(input).toHaveAccessibleDescription('The provided email address format is not valid'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await subscribe('grace@example.com');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Too many attempts. Please wait a minute and try again.'),
    );
  });
});
