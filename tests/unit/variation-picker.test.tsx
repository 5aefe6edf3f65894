import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductDetails } from '@/components/product/product-details';
import VariationModal from '@/components/product/variation-modal';
import { findOption, groupVariations, isValueAvailable } from '@/components/product/variation';
import { variableProduct } from './fixtures/catalogue';
import { variableDetail } from './fixtures/product-detail';
import { renderWithProviders } from './helpers/render';

const options = variableProduct.variation_options!;
const cart = () => JSON.parse(window.localStorage.getItem('pick-cart') ?? '{"items":[]}');
const price = () => screen.getByTestId('product-price');
const stock = () => screen.getByTestId('product-stock');

describe('variation rules', () => {
  it('groups attribute values by attribute slug', () => {
    expect(groupVariations(variableProduct.variations).map((g) => [g.slug, g.values.map((v) => v.value)])).toEqual([
      ['size', ['S', 'M']],
      ['color', ['Navy', 'White']],
    ]);
  });

  it('selects the option whose sorted values equal the sorted picks, whatever the order', () => {
    expect(findOption(options, { size: 'S', color: 'Navy' })?.id).toBe(101);
    expect(findOption(options, { color: 'White', size: 'M' })?.id).toBe(104);
    expect(findOption(options, { color: 'White' })).toBeUndefined();
    expect(findOption(options, {})).toBeUndefined();
  });

  it('counts a value as available only when it leads to an enabled option with stock', () => {
    expect(isValueAvailable(options, { color: 'Navy' }, 'size', 'M')).toBe(false); // Navy/M: 0 left
    expect(isValueAvailable(options, { color: 'White' }, 'size', 'M')).toBe(true);
    const disabled = options.map((o) => (o.id === 104 ? { ...o, is_disable: true } : o));
    expect(isValueAvailable(disabled, { color: 'White' }, 'size', 'M')).toBe(false);
  });
});

describe('VariationPicker on the product details', () => {
  it('shows the price range until an option is chosen, then that option’s own price and stock', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductDetails product={variableDetail} />);
    expect(price()).toHaveTextContent('$24.00 – $28.00');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(price()).toHaveTextContent('$28.00');
    expect(price()).not.toHaveTextContent('–');
    expect(stock()).toHaveTextContent('In stock · 10 left');

    await user.click(screen.getByRole('radio', { name: 'White' }));
    expect(price()).toHaveTextContent('$22.00');
    expect(within(price()).getByText('$26.00').closest('del')).not.toBeNull();
    expect(within(price()).getByText('15% off')).toBeInTheDocument();
    expect(stock()).toHaveTextContent('5 left');
  });

  it('disables values that lead to no available option, and enables them again with other picks', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductDetails product={variableDetail} />);
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeDisabled(); // Navy/M is sold out
    expect(screen.getByRole('radio', { name: 'S' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeDisabled();
    expect(price()).toHaveTextContent('$26.00');
    expect(stock()).toHaveTextContent('7 left');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeEnabled();
    expect(price()).toHaveTextContent('$24.00 – $28.00');
  });

  it('adds the chosen option with its quantity as line "productId.variationId" at that option’s price', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductDetails product={variableDetail} />);
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Organic Cotton Crew Tee - Navy/S' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const [line, ...rest] = cart().items;
    expect(rest).toHaveLength(0);
    expect(line).toMatchObject({
      id: '21.101',
      productId: 21,
      variationId: 101,
      price: 28,
      quantity: 2,
      stock: 10,
      name: 'Organic Cotton Crew Tee - Navy/S',
    });
    expect(screen.getByText('2 in your cart')).toBeInTheDocument();
    expect(stock()).toHaveTextContent('8 left');
  });

  it('never adds more than the stock left: the chosen line goes out of stock (SPEC §5)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductDetails product={variableDetail} />);
    await user.click(screen.getByRole('radio', { name: 'White' }));
    await user.click(screen.getByRole('radio', { name: 'S' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(quantity).toHaveValue(5); // White/S has 5
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cart().items[0]).toMatchObject({ id: '21.103', quantity: 5, price: 22 });
    expect(stock()).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});

describe('SELECT_PRODUCT_VARIATION modal view', () => {
  it('loads the product, lets the shopper pick and adds the variation line to the cart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VariationModal data="organic-cotton-crew-tee" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
    expect(await screen.findByRole('heading', { name: 'Organic Cotton Crew Tee' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'White' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(price()).toHaveTextContent('$26.00');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cart().items[0]).toMatchObject({ id: '21.104', price: 26, quantity: 1 });
  });

  it('says so when the product cannot be found', async () => {
    renderWithProviders(<VariationModal data="no-such-tee" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is not available.');
  });
});
