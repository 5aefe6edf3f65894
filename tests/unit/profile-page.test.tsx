import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagedModal } from '@/components/layouts/managed-modal';
import { notify } from '@/lib/notify';
import ProfilePage from '@/pages/profile';
import { customer, record, signIn, signOut } from './fixtures/account';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/notify')>()),
  notify: vi.fn(() => Promise.resolve()),
}));
const notified = vi.mocked(notify);

beforeEach(() => notified.mockClear());
afterEach(() => {
  cleanup();
  signOut();
});

const renderProfile = () =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ManagedModal />
    </>,
  );

describe('/profile', () => {
  it('shows the signed-in user’s name, bio, contact, email and addresses', async () => {
    signIn();
    renderProfile();
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Bio/)).toHaveValue('Likes numbers.');
    expect(screen.getByText('+15551234567')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    const home = screen.getByRole('listitem', { name: 'Home' });
    expect(home).toHaveTextContent('1 Main St, Springfield, IL 62701, USA');
    expect(home).toHaveTextContent('Billing');
  });

  it('saves name and bio and toasts profile-update-successful', async () => {
    signIn();
    const bodies = record('put', '/users/1', () => HttpResponse.json({ ...customer, name: 'Ada King' }));
    const user = userEvent.setup();
    renderProfile();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your profile was updated successfully.'));
    // The picture was not touched, so it is not sent (the API checks an avatar was uploaded by this user).
    expect(bodies).toEqual([{ name: 'Ada King', profile: { id: 3, bio: 'Likes numbers.' } }]);
  });

  it('toasts error-something-wrong when the update fails, with field errors on their fields', async () => {
    signIn();
    record('put', '/users/1', () =>
      HttpResponse.json(
        { message: 'Please correct the highlighted fields.', errors: { 'profile.bio': ['error-too-long'] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'Something went wrong, please try again'));
    expect(screen.getByLabelText(/Bio/)).toHaveAccessibleDescription('This is too long');
  });

  it('uploads a new picture as attachment[] and saves it with the profile', async () => {
    signIn();
    const uploads: string[] = [];
    server.use(
      http.post('*/api/attachments', async ({ request }) => {
        const form = await request.formData();
        // jsdom's File does not survive the trip through the interceptor intact; its field and count do.
        uploads.push(...form.getAll('attachment[]').map((file) => typeof file));
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        return HttpResponse.json([{ id: 55, original: '/media/a.webp', thumbnail: '/media/a-thumb.webp' }]);
      }),
    );
    const bodies = record('put', '/users/1', () => HttpResponse.json(customer));
    const user = userEvent.setup();
    renderProfile();
    await user.upload(
      await screen.findByLabelText('Upload picture'),
      new File(['picture'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
    expect(uploads).toEqual(['object']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ profile: { avatar: { id: 55 } } });
  });

  it('refuses a file that is not a picture without uploading it', async () => {
    signIn();
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    await user.upload(
      await screen.findByLabelText('Upload picture'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF pictures can be uploaded.');
  });

  it('updates the email and toasts successfully-email-updated', async () => {
    signIn();
    const bodies = record('post', '/update-email', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_UPDATED' }),
    );
    const user = userEvent.setup();
    renderProfile();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'Ada@Analytical.org');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith(
        'success',
        'Your email address was updated. Please check your inbox to verify it.',
      ),
    );
    expect(bodies).toEqual([{ email: 'ada@analytical.org' }]);
  });

  it('a change waiting for its link: toasts that, and shows the pending address', async () => {
    let pending: string | null = null;
    signIn(() => HttpResponse.json({ ...customer, pending_email: pending }));
    record('post', '/update-email', () => {
      pending = 'ada@analytical.org';
      return HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.EMAIL_CHANGE_PENDING' });
    });
    const user = userEvent.setup();
    renderProfile();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByText(/Waiting for/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@analytical.org');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith(
        'success',
        'We sent a link to the new address. Your email changes once you open it.',
      ),
    );
    expect(
      await screen.findByText('Waiting for ada@analytical.org: open the link we sent there to finish the change.'),
    ).toBeInTheDocument();
    // The account's email is still the old one until the link is used.
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('toasts the server’s message when the email update fails', async () => {
    signIn();
    record('post', '/update-email', () =>
      HttpResponse.json(
        { message: 'An account with this email already exists.', errors: { email: ['error-email-taken'] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    const taken = 'An account with this email already exists. Try signing in instead.';
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', taken));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(taken));
  });

  it('changes the contact number after checking the texted code', async () => {
    signIn();
    const sent = record('post', '/send-otp-code', () =>
      HttpResponse.json({
        success: true,
        message: 'PICKBAZAR_MESSAGE.OTP_SEND_SUCCESSFUL',
        id: 'otp-9',
        phone_number: '+447700900123',
      }),
    );
    let tries = 0;
    const confirmed = record('post', '/update-contact', () =>
      ++tries === 1
        ? HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' })
        : HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.CONTACT_UPDATED' }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact number' });
    const phone = await within(dialog).findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+44 7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sent).toEqual([{ phone_number: '+447700900123', purpose: 'contact' }]);

    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    expect(
      await within(dialog).findByText('The code could not be verified. Please check it and try again.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your phone number was updated.'));
    expect(confirmed).toEqual([
      { phone_number: '+447700900123', code: '123456', otp_id: 'otp-9' },
      { phone_number: '+447700900123', code: '654321', otp_id: 'otp-9' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
