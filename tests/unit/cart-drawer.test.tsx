import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CartDrawer from '@/components/cart/cart-drawer';
import { checkoutHref } from '@/components/cart/cart-summary';
import type { CartItem } from '@/store/cart/cart.utils';
import { generateCartItem } from '@/store/cart/generate-cart-item';
import { simpleProduct, variableProduct } from './fixtures/catalogue';
import { renderWithProviders } from './helpers/render';

const apples = (quantity: number): CartItem => ({ ...generateCartItem(simpleProduct), quantity }); // $2.60, stock 3
const tee = (quantity: number): CartItem => ({
  ...generateCartItem(variableProduct, variableProduct.variation_options![0]),
  quantity,
}); // $28, stock 10
const ebook = (quantity: number): CartItem => ({
  id: 31,
  name: 'Field Guide (ebook)',
  price: 9.99,
  quantity,
  stock: 100,
  is_digital: true,
});

/** The cart a returning visitor has in localStorage; the provider restores it on mount. */
function renderDrawer(items: CartItem[]) {
  window.localStorage.setItem('pick-cart', JSON.stringify({ items, meta: null, language: 'en' }));
  const close = vi.fn();
  const view = renderWithProviders(<CartDrawer data={undefined} close={close} />);
  return { close, ...view };
}

const line = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('CartDrawer', () => {
  it('lists each line with picture, name, unit, quantity × unit price and the line total; the header counts items', async () => {
    renderDrawer([apples(2), tee(1)]);
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const apple = line('Honeycrisp Apples');
    expect(within(apple).getByText('1 lb')).toBeInTheDocument();
    expect(within(apple).getByText('2 × $2.60')).toBeInTheDocument();
    expect(within(apple).getByText('$5.20')).toBeInTheDocument();
    expect(apple.querySelector('img')).toHaveAttribute('alt', ''); // decorative: the name is right next to it

    const shirt = line('Organic Cotton Crew Tee - Navy/S');
    expect(within(shirt).getByText('1 × $28.00')).toBeInTheDocument();
    expect(within(shirt).getByText('$28.00', { selector: '[data-testid="cart-item-total"]' })).toBeInTheDocument();
  });

  it('shows the subtotal as the sum of the line totals, in cents', async () => {
    renderDrawer([apples(2), tee(1)]);
    expect(await screen.findByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$33.20');
  });

  it('adds 0.10 and 0.20 up to $0.30', async () => {
    renderDrawer([
      { id: 'a', name: 'Ten cents', price: 0.1, quantity: 1, stock: 5 },
      { id: 'b', name: 'Twenty cents', price: 0.2, quantity: 1, stock: 5 },
    ]);
    expect(await screen.findByTestId('cart-subtotal')).toHaveTextContent('$0.30');
  });

  it('counts up to the stock and no further', async () => {
    const user = userEvent.setup();
    renderDrawer([apples(2)]);
    const more = await screen.findByRole('button', { name: 'Add one more Honeycrisp Apples' });
    expect(more).toBeEnabled();
    await user.click(more);
    expect(within(line('Honeycrisp Apples')).getByText('3 × $2.60')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$7.80');
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(more).toBeDisabled(); // 3 in the cart, 3 in stock
  });

  it('a line already at its stock cannot grow', async () => {
    renderDrawer([apples(3), tee(1)]);
    expect(await screen.findByRole('button', { name: 'Add one more Honeycrisp Apples' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one more Organic Cotton Crew Tee - Navy/S' })).toBeEnabled();
  });

  it('− takes one away and drops the line at zero; each change is announced', async () => {
    const user = userEvent.setup();
    renderDrawer([apples(2), tee(1)]);
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Remove one Honeycrisp Apples' }));
    expect(within(line('Honeycrisp Apples')).getByText('1 × $2.60')).toBeInTheDocument();
    expect(status).toHaveTextContent('Honeycrisp Apples: quantity 1. 2 items in your cart.');

    await user.click(screen.getByRole('button', { name: 'Remove one Honeycrisp Apples' }));
    expect(screen.queryByRole('heading', { name: 'Honeycrisp Apples' })).not.toBeInTheDocument();
    expect(status).toHaveTextContent('Honeycrisp Apples removed. 1 item in your cart.');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$28.00');
    expect(screen.getByText('1 item')).toHaveFocus(); // focus stays in the drawer, on the count
  });

  it('the remove button drops the whole line', async () => {
    const user = userEvent.setup();
    renderDrawer([apples(2), tee(1)]);
    await user.click(await screen.findByRole('button', { name: 'Remove Organic Cotton Crew Tee - Navy/S from cart' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Organic Cotton Crew Tee - Navy/S removed. 2 items in your cart.',
    );
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$5.20');
    expect(JSON.parse(window.localStorage.getItem('pick-cart')!).items).toHaveLength(1);
  });

  it('removing the last line shows the empty state', async () => {
    const user = userEvent.setup();
    renderDrawer([tee(1)]);
    await user.click(await screen.findByRole('button', { name: 'Remove Organic Cotton Crew Tee - Navy/S from cart' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Organic Cotton Crew Tee - Navy/S removed. 0 items in your cart.',
    );
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('empty: says so, shows no subtotal, and "Continue shopping" leads home and closes the drawer', async () => {
    const user = userEvent.setup();
    const { close } = renderDrawer([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue shopping' });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('checkout goes to /checkout when something is physical, and closes the drawer', async () => {
    const user = userEvent.setup();
    const { close } = renderDrawer([apples(1), ebook(1)]);
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    await user.click(checkout);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('checkout goes to /checkout/digital when every item is digital', async () => {
    renderDrawer([ebook(2), { ...ebook(1), id: 32, name: 'Audio tour' }]);
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/digital');
  });
});

describe('checkoutHref', () => {
  it('is /checkout/digital only for a non-empty, all-digital cart', () => {
    expect(checkoutHref([ebook(1)])).toBe('/checkout/digital');
    expect(checkoutHref([ebook(1), apples(1)])).toBe('/checkout');
    expect(checkoutHref([apples(1)])).toBe('/checkout');
    expect(checkoutHref([])).toBe('/checkout');
  });
});
