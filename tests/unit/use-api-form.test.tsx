import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { Input } from '@/components/forms/field';
import { type FormFailure, useApiForm } from '@/components/forms/use-api-form';
import { Toasts } from '@/components/ui/toasts';
import { call } from '@/framework/rest/call';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const schema = object({
  email: string().trim().required('error-email-required').email('error-email-format'),
  name: string().trim().default(''),
});

/** A form as the storefront writes one: the API names the name field `full_name`. */
function TestForm({ onFailure }: { onFailure?: 'name' | ((failure: FormFailure) => void) }) {
  const { register, handleSubmit, message } = useApiForm({
    schema,
    defaultValues: { email: '', name: '' },
    fields: { email: 'email', full_name: 'name' },
    onFailure,
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    await call('post', '/subscribe-to-newsletter', { body: { email } });
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Input id="email" label="Email" error={message('email')} {...register('email')} />
      <Input id="name" label="Name" error={message('name')} {...register('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** The API answers each submit with the next of `answers`. */
function answerInTurn(...answers: (() => Response)[]) {
  let call = 0;
  server.use(http.post('*/api/subscribe-to-newsletter', () => answers[Math.min(call++, answers.length - 1)]!()));
}

const fieldErrors = () =>
  HttpResponse.json(
    {
      message: 'Please correct the highlighted fields.',
      code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
      errors: { email: ['error-email-taken'], full_name: ['Names are limited to 40 characters'] },
    },
    { status: 422 },
  );
const rateLimited = () =>
  HttpResponse.json({ message: 'Slow down', code: 'PICKBAZAR_ERROR.RATE_LIMITED' }, { status: 429 });

async function submit(email = 'ada@example.com') {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Email');
  await user.clear(input);
  await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useApiForm', () => {
  it('checks the shared schema first and sends nothing while it fails', async () => {
    let sent = 0;
    server.use(http.post('*/api/subscribe-to-newsletter', () => (sent++, HttpResponse.json({}))));
    renderWithProviders(<TestForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You must need to provide your email address')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('puts the API’s field errors on their fields, under the form’s names, and focuses the first', async () => {
    answerInTurn(fieldErrors);
    renderWithProviders(<TestForm />);
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists. Try signing in instead.',
      ),
    );
    // A provider's plain text shows as it is.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Names are limited to 40 characters');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('toasts a failure no field took, translated, and nothing for one whose fields took it', async () => {
    answerInTurn(fieldErrors, rateLimited, () => HttpResponse.error());
    renderWithProviders(
      <>
        <TestForm />
        <Toasts />
      </>,
    );
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    await submit('grace@example.com');
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    await submit('grace@example.org');
    expect(await screen.findByText('Something went wrong, please try again')).toBeInTheDocument();
    // The field-error failure, toasted first if at all, would be there by now.
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument();
  });

  it('puts a failure no field took under the field `onFailure` names', async () => {
    answerInTurn(rateLimited);
    renderWithProviders(<TestForm onFailure="name" />);
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        'Too many attempts. Please wait a minute and try again.',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('hands every failure to an `onFailure` function, translated, saying whether fields took it', async () => {
    const failures: Omit<FormFailure, 'error'>[] = [];
    answerInTurn(fieldErrors, rateLimited);
    renderWithProviders(<TestForm onFailure={({ text, placed }) => failures.push({ text, placed })} />);
    await submit();
    await waitFor(() => expect(failures).toHaveLength(1));
    await submit('grace@example.com');
    await waitFor(() => expect(failures).toHaveLength(2));
    expect(failures).toEqual([
      { text: 'Please correct the highlighted fields.', placed: true },
      { text: 'Too many attempts. Please wait a minute and try again.', placed: false },
    ]);
  });
});
