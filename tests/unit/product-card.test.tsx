import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManagedModal } from '@/components/layouts/managed-modal';
import { ProductCard } from '@/components/product/product-card';
import { ProductModalUrl } from '@/components/product/use-product-modal-url';
import { outOfStockProduct, simpleProduct } from './fixtures/catalogue';
import { renderWithProviders } from './helpers/render';

describe('ProductCard', () => {
  it('shows name, unit, sale price with the regular price struck through, and the discount', async () => {
    renderWithProviders(<ProductCard product={simpleProduct} />);
    expect(screen.getByRole('link', { name: 'Honeycrisp Apples' })).toHaveAttribute(
      'href',
      '/products/honeycrisp-apples',
    );
    expect(screen.getByText('1 lb')).toBeInTheDocument();
    expect(await screen.findByText('$2.60')).toBeInTheDocument();
    expect(screen.getByText('$3.20').tagName).toBe('DEL');
    expect(screen.getByText('19% off')).toBeInTheDocument();
  });

  it('shows the regular price alone, with no badge, when the sale price is 0 or not below it', async () => {
    for (const sale_price of [0, 3.2, 4]) {
      const { unmount } = renderWithProviders(<ProductCard product={{ ...simpleProduct, sale_price }} />);
      expect((await screen.findByText('$3.20')).tagName, String(sale_price)).not.toBe('DEL');
      expect(screen.queryByText(/% off/)).toBeNull();
      expect(document.querySelector('del')).toBeNull();
      unmount();
    }
  });

  it('adds to the cart and then counts up to the stock, never beyond', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={simpleProduct} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart, Honeycrisp Apples' }));
    // The stepper's code loads the first time a line is in the cart.
    const more = await screen.findByRole('button', { name: 'Add one more Honeycrisp Apples' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove one Honeycrisp Apples' }));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('pick-cart')!).totalItems).toBe(2);
  });

  it('cannot add an out-of-stock product', () => {
    renderWithProviders(<ProductCard product={outOfStockProduct} />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});

describe('ProductCard quick view', () => {
  const Shell = () => (
    <>
      <ProductCard product={simpleProduct} />
      <ManagedModal />
      <ProductModalUrl />
    </>
  );

  it('opens the product details modal and puts ?product=<slug> on the URL with shallow routing', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Shell />, {
      router: { pathname: '/[type]', asPath: '/grocery', query: { type: 'grocery' } },
    });
    await user.click(screen.getByRole('button', { name: 'Quick view of Honeycrisp Apples' }));

    const dialog = await screen.findByRole('dialog', { name: 'Product details' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Honeycrisp Apples' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      '/products/honeycrisp-apples',
    );
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/[type]', query: { type: 'grocery', product: 'honeycrisp-apples' } },
      undefined,
      { shallow: true, scroll: false },
    );

    // Closing goes back to the entry without the parameter (the quick view added that history entry).
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.back).toHaveBeenCalledTimes(1);
  });

  it('opens from a shared link (?product=<slug>) and closing removes the parameter', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Shell />, {
      router: { pathname: '/', asPath: '/?product=honeycrisp-apples', query: { product: 'honeycrisp-apples' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Product details' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Honeycrisp Apples' })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: {} }, undefined, {
      shallow: true,
      scroll: false,
    });
    expect(router.back).not.toHaveBeenCalled();
  });

  it('closes when a link leads to another page, leaving the URL to that navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Shell />, { router: { pathname: '/', asPath: '/', query: {} } });
    await user.click(screen.getByRole('button', { name: 'Quick view of Honeycrisp Apples' }));
    await screen.findByRole('dialog', { name: 'Product details' });
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const calls = vi.mocked(router.events.on).mock.calls.filter(([event]) => event === 'routeChangeStart');
    const start = calls.at(-1)![1] as (url: string, options: { shallow: boolean }) => void;
    act(() => start('/products/honeycrisp-apples', { shallow: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.back).not.toHaveBeenCalled();
    expect(router.replace).toHaveBeenCalledTimes(1); // only the shallow mark made when the quick view opened
  });
});
