import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CheckoutPage from '@/pages/checkout';
import DigitalCheckoutPage from '@/pages/checkout/digital';
import GuestCheckoutPage from '@/pages/checkout/guest';
import { signIn, signOut } from './fixtures/account';
import {
  answerSettings,
  apples,
  checked,
  checkoutSettings,
  ebook,
  onPost,
  saveCart,
  shopper,
  twoShopOrder,
} from './fixtures/checkout';
import { renderPage, savedCart, savedCheckout } from './helpers/checkout';
import { loadedDialog } from './helpers/auth';

beforeEach(() => answerSettings());
afterEach(() => {
  cleanup();
  signOut();
  window.sessionStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;

const home = { street_address: '5 Elm Rd', city: 'Bath', state: 'Somerset', zip: 'BA1 1AA', country: 'UK' };

async function typeAddress(user: User, dialog: HTMLElement, address: typeof home) {
  await user.type(within(dialog).getByLabelText('Street address'), address.street_address);
  await user.type(within(dialog).getByLabelText('City'), address.city);
  await user.type(within(dialog).getByLabelText('State or region'), address.state);
  await user.type(within(dialog).getByLabelText('Postal code'), address.zip);
  await user.type(within(dialog).getByLabelText('Country'), address.country);
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('/checkout/guest (CONTRACT §6 guest checkout)', () => {
  it('takes name, contact and typed addresses, saves nothing to an account and orders without a token', async () => {
    saveCart([apples(2)]);
    const accountChanges = onPost('/users/1', () => HttpResponse.json({}));
    onPost('/orders/checkout/verify', () => HttpResponse.json(checked({ total_tax: 0.26 })));
    const guestOrder = { ...twoShopOrder, customer_id: null, tracking_number: '20261126000001' };
    const orders = onPost('/orders', () => HttpResponse.json(guestOrder, { status: 201 }));
    const user = userEvent.setup();
    const { router } = renderPage(<GuestCheckoutPage />, '/checkout/guest');

    expect(await screen.findByRole('heading', { level: 1, name: 'Guest checkout' })).toBeInTheDocument();
    // The form shows once the saved cart is restored, right after the page's first render.
    await user.type(await screen.findByLabelText('Name'), 'Grace Hopper');

    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    const contact = await loadedDialog('Contact number');
    await user.type(within(contact).getByLabelText(/Contact number/), '+44 7700 900123');
    await user.click(within(contact).getByRole('button', { name: 'Save contact number' }));
    expect(await screen.findByTestId('checkout-contact')).toHaveTextContent('+447700900123');

    await user.click(screen.getByRole('button', { name: 'Add Billing address' }));
    await typeAddress(user, await loadedDialog('Address'), home);
    await user.click(screen.getByRole('button', { name: 'Add Shipping address' }));
    await typeAddress(user, await loadedDialog('Address'), home);
    expect(screen.getByRole('region', { name: /Shipping address/ })).toHaveTextContent(
      '5 Elm Rd, Bath, Somerset BA1 1AA, UK',
    );
    expect(savedCheckout().shipping_address).toMatchObject({ type: 'shipping', address: home });

    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    await screen.findByTestId('checkout-total');
    expect(screen.queryByRole('checkbox', { name: 'Use my wallet points' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/orders/20261126000001'));
    // Signed out, the token is an empty Bearer value (CONTRACT §1); the header arrives trimmed.
    expect(orders[0]!.headers.get('authorization')).toBe('Bearer');
    expect(orders[0]!.body).toMatchObject({
      customer_name: 'Grace Hopper',
      customer_contact: '+447700900123',
      billing_address: home,
      shipping_address: home,
      delivery_time: 'Express Delivery',
      use_wallet_points: false,
    });
    expect(accountChanges).toEqual([]);
    // The guest's order page can read the order: this tab remembers the contact it was placed with.
    expect(JSON.parse(window.sessionStorage.getItem('pickbazar-last-order')!)).toEqual({
      tracking_number: '20261126000001',
      contact: '+447700900123',
    });
    await waitFor(() => expect(savedCart().items).toEqual([]));
  });

  it('asks for the guest’s name before ordering', async () => {
    saveCart([apples(1)]);
    const user = userEvent.setup();
    renderPage(<GuestCheckoutPage />, '/checkout/guest');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(within(await screen.findByRole('alert')).getByText('Your name')).toBeInTheDocument();
  });

  it('sends a signed-in shopper to /checkout', async () => {
    signIn(shopper);
    saveCart([apples(1)]);
    const { router } = renderPage(<GuestCheckoutPage />, '/checkout/guest');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkout'));
  });
});

describe('/checkout/digital (CONTRACT §6 digital checkout)', () => {
  it('asks for contact and payment only and sends no address or schedule', async () => {
    signIn(shopper);
    saveCart([ebook(1)]);
    const verifies = onPost('/orders/checkout/verify', () =>
      HttpResponse.json(checked({ total_tax: 0.5, shipping_charge: 0 })),
    );
    const orders = onPost('/orders', () => HttpResponse.json(twoShopOrder, { status: 201 }));
    const user = userEvent.setup();
    const { router } = renderPage(<DigitalCheckoutPage />, '/checkout/digital');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Billing address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Delivery schedule/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    await screen.findByTestId('checkout-total');
    expect(verifies[0]!.body).toMatchObject({ billing_address: null, shipping_address: null });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(orders[0]!.body).toMatchObject({
      billing_address: null,
      shipping_address: null,
      delivery_time: null,
      total: 10.49,
    });
  });

  it('a cart with physical goods belongs on /checkout, and an all-digital one on /checkout/digital', async () => {
    signIn(shopper);
    saveCart([ebook(1), apples(1)]);
    const { router, unmount } = renderPage(<DigitalCheckoutPage />, '/checkout/digital');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkout'));
    unmount();
    saveCart([ebook(1)]);
    const second = renderPage(<CheckoutPage />);
    await waitFor(() => expect(second.router.replace).toHaveBeenCalledWith('/checkout/digital'));
  });
});

describe('ADD_OR_UPDATE_CHECKOUT_CONTACT', () => {
  it('with one-time codes on, proves the number with a code (purpose verify) before it becomes the contact', async () => {
    answerSettings(checkoutSettings({ useOtp: true }));
    signIn({ ...shopper, profile: { ...shopper.profile!, contact: null } });
    saveCart([apples(1)]);
    const sends = onPost('/send-otp-code', (body) =>
      HttpResponse.json({
        success: true,
        message: 'PICKBAZAR_MESSAGE.OTP_SEND_SUCCESSFUL',
        id: 'code-1',
        phone_number: body.phone_number,
        is_contact_exist: false,
      }),
    );
    const checks = onPost('/verify-otp-code', () =>
      HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.OTP_VERIFIED' }),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    expect(await screen.findByText('No phone number yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    const dialog = await loadedDialog('Contact number');
    await user.type(within(dialog).getByLabelText(/Contact number/), '+15557654321');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByTestId('checkout-contact')).toHaveTextContent('+15557654321');
    expect(sends[0]!.body).toEqual({ phone_number: '+15557654321', purpose: 'verify' });
    expect(checks[0]!.body).toEqual({ phone_number: '+15557654321', code: '123456', otp_id: 'code-1' });
    expect(savedCheckout().customer_contact).toBe('+15557654321');
  });

  it('a code that does not match leaves the contact as it was', async () => {
    answerSettings(checkoutSettings({ useOtp: true }));
    signIn(shopper);
    saveCart([apples(1)]);
    onPost('/send-otp-code', (body) =>
      HttpResponse.json({ success: true, message: 'OK', id: 'code-2', phone_number: body.phone_number }),
    );
    onPost('/verify-otp-code', () =>
      HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' }),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />);
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }));
    const dialog = await loadedDialog('Contact number');
    const number = within(dialog).getByLabelText(/Contact number/);
    await user.clear(number);
    await user.type(number, '+15550009999');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    expect(
      await within(dialog).findByText('The code could not be verified. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-contact')).toHaveTextContent('+15551234567');
  });
});
