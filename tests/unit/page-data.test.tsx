import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoryMenu, categoryParent } from '@/components/category/category-menu';
import { menuCategory } from '@/components/category/menu-category';
import { FlashSaleSection } from '@/components/flash-sale/flash-sale-section';
import { type HomeFlashSale, homeFlashSale } from '@/components/flash-sale/home-flash-sale';
import { pageType, typeShowcase } from '@/components/home/page-type';
import { type CardProduct, cardProduct } from '@/components/product/card-product';
import { ProductCard } from '@/components/product/product-card';
import { categoriesOptions } from '@/framework/rest/category';
import { homeFlashSaleOptions } from '@/framework/rest/flash-sale';
import { productOptions, productsOptions } from '@/framework/rest/product';
import {
  CARD_PRODUCT_FIELDS,
  CARD_PRODUCT_RELATIONS,
  HOME_FLASH_SALE_FIELDS,
  MENU_CATEGORY_FIELDS,
  PAGE_TYPE_FIELDS,
} from '@/framework/rest/server-fields';
import { typesOptions } from '@/framework/rest/type';
import type { Category, FlashSale, Product, Type } from '@/framework/rest/types';
import { trimPageData } from '@/lib/ssr/page-data';
import { outOfStockProduct, simpleProduct, variableProduct } from './fixtures/catalogue';
import { renderWithProviders } from './helpers/render';

/** A product as a provider sends it in a list: the card's fields and many it does not draw. */
const full = (product: Product, extra: Partial<Product> = {}): Product => ({
  ...product,
  description: 'Crisp and sweet, picked this week. '.repeat(8),
  gallery: [1, 2, 3].map((id) => ({ id, original: `/api/media/g${id}.webp`, thumbnail: `/api/media/t/g${id}.webp` })),
  categories: [{ id: 4, name: 'Fruits', slug: 'fruits', parent_id: null }],
  tags: [{ id: 9, name: 'Fresh', slug: 'fresh' }],
  ratings: 4.5,
  ...extra,
});

const book = full(
  { ...simpleProduct, id: 31, name: 'The Long Road', slug: 'the-long-road', unit: '1 pc' },
  { author: { id: 5, name: 'Ana Ruiz', slug: 'ana-ruiz' } },
);

/** The card's HTML once its prices (formatted after the currency settings arrive) are shown. */
async function cardHtml(product: CardProduct, variant?: 'neon' | 'radon') {
  const { container, unmount } = renderWithProviders(<ProductCard product={product} variant={variant} />);
  await screen.findAllByText(/\$/);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('page data: a card from a trimmed product', () => {
  const cases: [string, Product, 'neon' | 'radon' | undefined][] = [
    ['on sale', full(simpleProduct), undefined],
    ['out of stock', full(outOfStockProduct), undefined],
    ['variable', full(variableProduct), undefined],
    ['book with its author', book, 'radon'],
    ['a shop without shop_id', full({ ...simpleProduct, shop_id: undefined }), undefined],
  ];
  it.each(cases)('renders the same card (%s) and is smaller', async (_name, product, variant) => {
    const trimmed = cardProduct(product);
    expect(await cardHtml(trimmed, variant)).toBe(await cardHtml(product, variant));
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(product).length / 2);
  });

  it('keeps only fields a server render asks the built-in API for (CARD_PRODUCT_FIELDS and the author)', () => {
    const asked: ReadonlySet<string> = new Set([...CARD_PRODUCT_FIELDS, ...CARD_PRODUCT_RELATIONS.split(';')]);
    // `shop` is kept only from a provider without shop_id; the built-in API sends shop_id.
    for (const [name, product] of cases.filter(([, p]) => p.shop_id !== undefined))
      expect(
        Object.keys(cardProduct(product)).filter((key) => !asked.has(key)),
        name,
      ).toEqual([]);
  });

  it('puts the same line into the cart', async () => {
    const user = userEvent.setup();
    const lines: unknown[] = [];
    for (const product of [full(simpleProduct), cardProduct(full(simpleProduct))]) {
      const { unmount } = renderWithProviders(<ProductCard product={product} />);
      await user.click(screen.getByRole('button', { name: 'Add to cart, Honeycrisp Apples' }));
      lines.push(JSON.parse(window.localStorage.getItem('pick-cart')!).items);
      unmount();
      window.localStorage.clear();
    }
    expect(lines[1]).toEqual(lines[0]);
  });
});

const categories: Category[] = [1, 2, 3].map((id) => ({
  id,
  name: `Category ${id}`,
  slug: `category-${id}`,
  icon: 'FruitsVegetable',
  details: 'A long description of the category the menu never shows. '.repeat(4),
  language: 'en',
  products_count: 12,
  image: { id, original: `/api/media/c${id}.webp`, thumbnail: `/api/media/t/c${id}.webp` },
  type: { id: 1, name: 'Grocery', slug: 'grocery' },
  children: [
    { id: id * 10, name: `Sub ${id}`, slug: `sub-${id}`, details: 'Not drawn either.', language: 'en' },
  ] as Category[],
}));

async function menuHtml(data: Category[], layout: 'classic' | 'modern' | 'compact', active?: string) {
  const queryClient = new QueryClient();
  const query = { type: 'grocery', parent: categoryParent(layout), language: 'en' };
  queryClient.setQueryData(categoriesOptions(query).queryKey, {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 1000,
    total: data.length,
  });
  const { container, unmount } = renderWithProviders(<CategoryMenu layout={layout} type="grocery" active={active} />, {
    queryClient,
  });
  await screen.findByText('Category 1');
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('page data: the category menu from trimmed categories', () => {
  it.each(['classic', 'modern', 'compact'] as const)('draws the same %s menu', async (layout) => {
    const trimmed = categories.map(menuCategory);
    // With a child active, the classic tree is open and draws the children too.
    expect(await menuHtml(trimmed, layout, 'sub-1')).toBe(await menuHtml(categories, layout, 'sub-1'));
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(categories).length / 2);
  });

  it('keeps only fields a server render asks the built-in API for (MENU_CATEGORY_FIELDS)', () => {
    const asked: ReadonlySet<string> = new Set(MENU_CATEGORY_FIELDS);
    const withPicture = { ...categories[0]!, image: { id: 1, original: '/a.png', thumbnail: '/a-t.png' } };
    for (const category of [withPicture, ...categories].map(menuCategory)) {
      expect(Object.keys(category).filter((key) => !asked.has(key))).toEqual([]);
      for (const child of category.children ?? [])
        expect(Object.keys(child).filter((key) => !asked.has(key))).toEqual([]);
    }
  });
});

describe('page data: the home flash sale from a trimmed campaign', () => {
  /** A running campaign as a provider sends it, with its products as in a list. */
  const campaign = (products: Product[]): FlashSale => ({
    id: 3,
    title: 'Fresh Week',
    slug: 'fresh-week',
    type: 'percentage',
    rate: 20,
    description: 'Every fruit a fifth off. '.repeat(10),
    start_date: '2026-12-20T10:00:00.000000Z',
    end_date: '2026-12-27T10:00:00.000000Z',
    products,
  });

  it('draws the same section', async () => {
    const sale = campaign(
      [1, 2, 3, 4].map((i) => full({ ...simpleProduct, id: i, slug: `apples-${i}`, name: `Apples ${i}` })),
    );
    const html = async (data: FlashSale | HomeFlashSale) => {
      const queryClient = new QueryClient();
      // The cache holds what the page data carries: the trimmed campaign on a server-rendered page.
      queryClient.setQueryData(homeFlashSaleOptions('grocery', 'en').queryKey, data as FlashSale);
      const { container, unmount } = renderWithProviders(<FlashSaleSection typeSlug="grocery" />, { queryClient });
      await screen.findAllByText('$2.60');
      const out = container.innerHTML;
      unmount();
      return out;
    };
    expect(await html(homeFlashSale(sale))).toBe(await html(sale));
  });

  it('keeps only fields a server render asks the built-in API for (HOME_FLASH_SALE_FIELDS)', () => {
    const sale = campaign([full(simpleProduct), full(variableProduct)]);
    const asked = new Set(HOME_FLASH_SALE_FIELDS);
    const kept = homeFlashSale(sale);
    expect(Object.keys(kept).filter((key) => key !== 'products' && !asked.has(key))).toEqual([]);
    for (const product of kept.products ?? [])
      expect(Object.keys(product).filter((key) => !asked.has(`products.${key}`))).toEqual([]);
    expect(kept.products).toHaveLength(2);
  });
});

describe('page data: trimPageData', () => {
  it('cuts each known query to what its components draw and leaves the others alone', () => {
    const client = new QueryClient();
    const list = { current_page: 1, last_page: 2, per_page: 30, total: 40, total_exact: true };
    // The neighbours' addresses: no reader; a server render's name the fields it asked the built-in API for.
    const addresses = {
      path: 'http://shop/api/products',
      first_page_url: 'http://shop/api/products?filter=id%3Bslug&page=1',
      last_page_url: 'http://shop/api/products?filter=id%3Bslug&page=2',
      next_page_url: 'http://shop/api/products?filter=id%3Bslug&page=2',
      prev_page_url: '',
    };
    client.setQueryData(productsOptions({}, { language: 'en' }).queryKey, {
      pages: [{ ...list, ...addresses, data: [full(simpleProduct), full(variableProduct)] }],
      pageParams: [1],
    });
    const detail = full(simpleProduct, { related_products: Array.from({ length: 14 }, () => full(outOfStockProduct)) });
    client.setQueryData(productOptions('honeycrisp-apples', 'en').queryKey, detail);
    const types: Type[] = [
      {
        id: 1,
        name: 'Grocery',
        slug: 'grocery',
        icon: 'FruitsVegetable',
        settings: { isHome: true, layoutType: 'classic', productCard: 'neon' },
        banners: [1, 2, 3].map((id) => ({ id, title: `Banner ${id}`, description: 'Fresh every day' })),
        promotional_sliders: [{ id: 7, original: '/api/media/p.webp', thumbnail: '/api/media/t/p.webp' }],
      },
    ];
    client.setQueryData(typesOptions('en').queryKey, types);
    client.setQueryData(['settings', 'en'], { id: 1, options: { siteTitle: 'PickBazar' } });

    const before = dehydrate(client);
    const after = trimPageData(before);
    const data = (key: string) => after.queries.find((q) => q.queryKey[0] === key)!.state.data as never;

    const pages = data('products') as { pages: { data: Product[]; total: number }[]; pageParams: number[] };
    expect(pages.pageParams).toEqual([1]);
    expect(pages.pages[0]).toMatchObject(list);
    expect(Object.keys(pages.pages[0]!).sort()).toEqual([...Object.keys(list), 'data'].sort());
    expect(pages.pages[0]!.data).toEqual([cardProduct(full(simpleProduct)), cardProduct(full(variableProduct))]);

    const product = data('product') as Product;
    // The detail page draws the product in full: only its related products become cards, the ten it shows.
    expect({ ...product, related_products: undefined }).toEqual({ ...detail, related_products: undefined });
    expect(product.related_products).toEqual(detail.related_products!.slice(0, 10).map(cardProduct));

    // Every page carries the types list: names, slugs and settings; a type's home carries its own showcase.
    expect(data('types')).toEqual([
      {
        id: 1,
        name: 'Grocery',
        slug: 'grocery',
        settings: { isHome: true, layoutType: 'classic', productCard: 'neon' },
      },
    ]);
    expect(typeShowcase(types[0]!)).toEqual({
      banner: types[0]!.banners![0],
      sliders: [{ id: 7, original: '/api/media/p.webp', thumbnail: '/api/media/t/p.webp' }],
    });
    // A server render asks the built-in API for the types' fields these two read, and no others.
    const asked: ReadonlySet<string> = new Set(PAGE_TYPE_FIELDS);
    expect(Object.keys(pageType(types[0]!)).filter((key) => !asked.has(key))).toEqual([]);
    expect(typeShowcase({ ...pick(types[0]!, PAGE_TYPE_FIELDS), slug: 'grocery' } as Type)).toEqual(
      typeShowcase(types[0]!),
    );
    expect(data('settings')).toEqual({ id: 1, options: { siteTitle: 'PickBazar' } });
    // The input is not changed (the server's query cache may still be read).
    expect(before.queries.find((q) => q.queryKey[0] === 'product')!.state.data).toBe(detail);
  });
});

function pick<T extends object>(from: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(from).filter(([key]) => keys.includes(key))) as Partial<T>;
}
