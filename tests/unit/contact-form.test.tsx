import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/forms/contact-form';
import { ProductRequestForm } from '@/components/forms/product-request-form';
import { notify } from '@/lib/notify';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));

const notified = vi.mocked(notify);

beforeEach(() => notified.mockClear());

async function fillContactForm(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>> = {},
) {
  const all = {
    Name: 'Ada Lovelace',
    Email: 'ada@example.com',
    Subject: 'Where is my order?',
    Message: 'Ordered on Monday.',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

/** Records what reached the API, so a test can tell "not sent" from "sent and failed". */
function recordContactUs(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contact-us', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('ContactForm', () => {
  it('shows the shared schema’s messages, in English, under each field and sends nothing', async () => {
    const bodies = recordContactUs(() =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please tell us your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please tell us your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'The provided email address format is not valid',
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please add a subject');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write your message');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
    expect(notified).not.toHaveBeenCalled();
  });

  it('asks for the email when it is left empty', async () => {
    recordContactUs(() => HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillContactForm(user, { Email: '' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('You must need to provide your email address')).toBeInTheDocument();
  });

  it('sends the trimmed values, toasts the translated answer and empties the form', async () => {
    const bodies = recordContactUs(() =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillContactForm(user, { Name: '  Ada Lovelace  ', Email: 'Ada@Example.com' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('success', 'Thank you for your message. We will get back to you soon.'),
    );
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Where is my order?',
        description: 'Ordered on Monday.',
      },
    ]);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('puts the server’s field errors (422) on the right fields and toasts a translated message', async () => {
    recordContactUs(() =>
      HttpResponse.json(
        {
          message: 'Please correct the highlighted fields. subject: This is too long',
          code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
          errors: { subject: ['error-too-long'], email: ['error-email-format'] },
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('This is too long'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'The provided email address format is not valid',
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(notified).toHaveBeenCalledWith('error', 'Please correct the highlighted fields.');
    // What the shopper typed stays, so they can correct it.
    expect(screen.getByLabelText('Subject')).toHaveValue('Where is my order?');
  });

  it('toasts a translated message key from the server', async () => {
    recordContactUs(() => HttpResponse.json({ message: 'error-something-wrong' }, { status: 500 }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'Something went wrong, please try again'));
  });

  it('disables the button with a spinner while the message is being sent', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    recordContactUs(async () => {
      await answered;
      return HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' });
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillContactForm(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.click(button);

    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(notified).toHaveBeenCalledWith('success', 'Thank you for your message. We will get back to you soon.');
  });
});

describe('ProductRequestForm', () => {
  it('leaves out empty optional fields, refuses a link that is not a web address, and toasts success', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/product-request', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.PRODUCT_REQUEST_RECEIVED' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProductRequestForm />);
    await user.type(screen.getByLabelText('Name'), 'Omar');
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.type(screen.getByLabelText('Product name'), 'Medjool dates, 1 kg');
    await user.type(screen.getByLabelText(/Link to the product/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('Please enter a full web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText(/Link to the product/));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith('success', 'Thank you! We have received your product request.'),
    );
    expect(bodies).toEqual([{ name: 'Omar', email: 'omar@example.com', product_name: 'Medjool dates, 1 kg' }]);
    expect(screen.getByLabelText('Product name')).toHaveValue('');
  });
});
