import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CartDrawer from '@/components/cart/cart-drawer';
import { CartLanguage } from '@/components/cart/cart-language';
import type { Product } from '@/framework/rest/types';
import type { CartItem } from '@/store/cart/cart.utils';
import { generateCartItem } from '@/store/cart/generate-cart-item';
import { simpleProduct, variableProduct } from './fixtures/catalogue';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/**
 * The shop keeps the cart when the language changes and re-loads its lines' names in the new one (README "Cart
 * and language"; SPEC §4 would empty it). The cart drawer is what the shopper looks at; the provider API answers
 * through msw.
 */

// The API client and the query engine load on first use: a cold import can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const apples = (quantity: number): CartItem => ({ ...generateCartItem(simpleProduct), quantity });
const tee = (quantity: number): CartItem => ({
  ...generateCartItem(variableProduct, variableProduct.variation_options![0]),
  quantity,
});

const inArabic: Record<string, Product> = {
  [simpleProduct.slug]: { ...simpleProduct, name: 'تفاح هوني كريسب', unit: '٠٫٥ كغ', language: 'ar' },
  [variableProduct.slug]: {
    ...variableProduct,
    name: 'قميص قطن عضوي',
    language: 'ar',
    variation_options: variableProduct.variation_options!.map((o) => ({
      ...o,
      title: o.title === 'Navy/S' ? 'كحلي/صغير' : o.title,
    })),
  },
};

/** The product detail endpoint in Arabic, recording the slug and language of each request. */
function arabicCatalogue({ missing = [] as string[] } = {}) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/products/:slug', ({ params, request }) => {
      const slug = String(params.slug);
      asked.push(`${slug}:${new URL(request.url).searchParams.get('language')}`);
      const product = inArabic[slug];
      return product && !missing.includes(slug)
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Not found', code: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });
    }),
  );
  return asked;
}

const saved = () => JSON.parse(window.localStorage.getItem('pick-cart') ?? 'null') as Record<string, unknown>;

/** A returning shopper's cart (saved in `language`) opened on a page in `locale`, with the drawer open. */
function openCart(items: CartItem[], { language = 'en', locale = 'ar' } = {}) {
  window.localStorage.setItem('pick-cart', JSON.stringify({ items, meta: null, language }));
  return renderWithProviders(
    <>
      <CartLanguage />
      <CartDrawer data={undefined} close={vi.fn()} />
    </>,
    { router: { locale } },
  );
}

const lineNames = () =>
  within(screen.getByRole('list', { name: 'Items in your cart' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

afterEach(() => window.localStorage.clear());

describe('changing the language keeps the cart and re-loads its lines in the new language', () => {
  it('every line takes its name in the new language; lines, quantities and totals stay', async () => {
    const asked = arabicCatalogue();
    openCart([apples(2), tee(1)]);

    await waitFor(() => expect(lineNames()).toEqual(['تفاح هوني كريسب', 'قميص قطن عضوي - كحلي/صغير']));
    expect(asked.sort()).toEqual(['honeycrisp-apples:ar', 'organic-cotton-crew-tee:ar']);
    await waitFor(() => expect(saved().language).toBe('ar'));
    expect(saved()).toMatchObject({
      totalItems: 3,
      totalUniqueItems: 2,
      total: 33.2,
      items: [
        { id: 11, quantity: 2, price: 2.6, unit: '٠٫٥ كغ', language: 'ar' },
        { id: '21.101', quantity: 1, price: 28, language: 'ar' },
      ],
    });
  });

  it('a product the API cannot give in the new language keeps its line and its old name', async () => {
    arabicCatalogue({ missing: [simpleProduct.slug] });
    openCart([apples(2), tee(1)]);

    await waitFor(() => expect(lineNames()).toEqual(['Honeycrisp Apples', 'قميص قطن عضوي - كحلي/صغير']));
    await waitFor(() => expect(saved().language).toBe('ar'));
    expect(saved()).toMatchObject({ totalItems: 3, total: 33.2 });
  });

  it('a cart already in the page’s language loads nothing and changes nothing', async () => {
    const asked = arabicCatalogue();
    openCart([apples(2)], { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'Honeycrisp Apples' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    expect(lineNames()).toEqual(['Honeycrisp Apples']);
  });

  it('an empty cart just takes the new language, without asking the API', async () => {
    const asked = arabicCatalogue();
    openCart([], { language: 'en', locale: 'he' });
    await waitFor(() => expect(saved()?.language).toBe('he'));
    expect(asked).toEqual([]);
  });
});
