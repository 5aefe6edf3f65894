import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagedModal } from '@/components/layouts/managed-modal';
import type { User } from '@/framework/rest/types';
import { notify } from '@/lib/notify';
import ProfilePage from '@/pages/profile';
import { customer, record, signIn, signOut } from './fixtures/account';
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

/** GET /me answers whatever the address book holds now, so a save shows up after the refetch. */
function account() {
  let current: User = customer;
  signIn(() => HttpResponse.json(current));
  return { set: (next: User) => (current = next) };
}

const renderProfile = () =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ManagedModal />
    </>,
  );

const work = {
  id: 8,
  title: 'Work',
  type: 'shipping' as const,
  default: false,
  address: { street_address: '2 Mill Rd', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 4AP', country: 'UK' },
  customer_id: 1,
};

describe('address book', () => {
  it('adds an address through ADD_OR_UPDATE_ADDRESS (PUT /users/{id} with address[] and no id)', async () => {
    const me = account();
    const bodies = record('put', '/users/1', () => {
      me.set({ ...customer, address: [...customer.address!, work] });
      return HttpResponse.json(customer);
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Address' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Shipping' }));
    await user.type(within(dialog).getByLabelText(/Address name/), 'Work');
    await user.type(within(dialog).getByLabelText('Street address'), '2 Mill Rd');
    await user.type(within(dialog).getByLabelText('City'), 'Leeds');
    await user.type(within(dialog).getByLabelText('State or region'), 'West Yorkshire');
    await user.type(within(dialog).getByLabelText('Postal code'), 'LS1 4AP');
    await user.type(within(dialog).getByLabelText('Country'), 'UK');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'Your profile was updated successfully.'));
    expect(bodies).toEqual([
      {
        address: [
          {
            title: 'Work',
            type: 'shipping',
            default: false,
            address: {
              street_address: '2 Mill Rd',
              city: 'Leeds',
              state: 'West Yorkshire',
              zip: 'LS1 4AP',
              country: 'UK',
            },
          },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Work' })).toHaveTextContent('2 Mill Rd, Leeds');
  });

  it('shows what is missing before sending a new address', async () => {
    account();
    const bodies = record('put', '/users/1', () => HttpResponse.json(customer));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Address' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Please enter the city.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Address name/)).toHaveAccessibleDescription(
      expect.stringContaining('Please give the address a name'),
    );
    expect(bodies).toEqual([]);
  });

  it('edits an address: its id is sent, so the API changes it instead of adding one', async () => {
    account();
    const bodies = record('put', '/users/1', () => HttpResponse.json(customer));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit address Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Address' });
    expect(await within(dialog).findByLabelText('City')).toHaveValue('Springfield');
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Shelbyville');
    await user.click(within(dialog).getByRole('button', { name: 'Update address' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      address: [
        {
          id: 7,
          title: 'Home',
          type: 'billing',
          default: true,
          address: { street_address: '1 Main St', city: 'Shelbyville', state: 'IL', zip: '62701', country: 'USA' },
        },
      ],
    });
  });

  it('puts the API’s address errors on the form and toasts error-something-wrong', async () => {
    account();
    record('put', '/users/1', () =>
      HttpResponse.json(
        { message: 'Please correct the highlighted fields.', errors: { 'address[0].address.zip': ['error-too-long'] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit address Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Address' });
    await user.click(await within(dialog).findByRole('button', { name: 'Update address' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'Something went wrong, please try again'));
    expect(within(dialog).getByLabelText('Postal code')).toHaveAccessibleDescription('This is too long');
  });

  it('deletes an address after DELETE_ADDRESS is confirmed and toasts successfully-address-deleted', async () => {
    const me = account();
    const deleted = record('delete', '/address/7', () => {
      me.set({ ...customer, address: [] });
      return HttpResponse.json(true);
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete address Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(await within(dialog).findByText('Do you really want to delete the address “Home”?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('success', 'The address was deleted.'));
    expect(deleted).toHaveLength(1);
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts the server’s message when deleting fails, and keeps the address', async () => {
    account();
    record('delete', '/address/7', () =>
      HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND', code: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete address Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notified).toHaveBeenCalledWith('error', 'We could not find what you are looking for.'));
    expect(screen.getByRole('listitem', { name: 'Home' })).toBeInTheDocument();
  });
});
