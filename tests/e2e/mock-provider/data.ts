import type * as Wire from '@/framework/rest/types';

/**
 * The external provider's catalogue for the provider-agnostic journey: a small "Mock Market" that shares no
 * names with the built-in demo data, so a page showing these names can only have come from this provider.
 * Each set `satisfies` the storefront's wire types: they must stay wide enough for a provider that is not ours.
 */
export const ORIGIN = process.env.MOCK_PROVIDER_ORIGIN ?? 'http://127.0.0.1:3220';

const image = (name: string, id: number) => ({
  id,
  original: `${ORIGIN}/media/${name}.png`,
  thumbnail: `${ORIGIN}/media/${name}.png`,
});

export const types = [
  {
    id: 1,
    name: 'Market',
    slug: 'market',
    icon: 'FruitsVegetable',
    language: 'en',
    translated_languages: ['en'],
    settings: { isHome: true, layoutType: 'classic', productCard: 'neon' },
    banners: [
      {
        id: 1,
        type_id: 1,
        title: 'Mock Market deals',
        description: 'Everything from the external provider.',
        image: image('banner', 900),
      },
    ],
    promotional_sliders: [image('slide-1', 901)],
  },
] satisfies Wire.Type[];

export const categories = [
  { id: 1, name: 'Orchard Fruit', slug: 'orchard-fruit', parent_id: null, children: [] as Wire.Category[] },
  { id: 2, name: 'Garden Greens', slug: 'garden-greens', parent_id: null, children: [] as Wire.Category[] },
].map((c) => ({
  ...c,
  icon: 'FruitsVegetable',
  details: null,
  image: image(c.slug, 800 + c.id),
  language: 'en',
  translated_languages: ['en'],
  type_id: 1,
  type: { id: 1, name: 'Market', slug: 'market' },
  products_count: 6,
  parent: null,
})) satisfies Wire.Category[];

export const shops = [
  { id: 1, name: 'Mock Orchard Stall', slug: 'mock-orchard-stall', lat: 40.73, lng: -73.99, city: 'New York' },
  { id: 2, name: 'Mock Greens Corner', slug: 'mock-greens-corner', lat: 40.75, lng: -73.98, city: 'New York' },
].map((s) => ({
  id: s.id,
  owner_id: s.id,
  name: s.name,
  slug: s.slug,
  description: `${s.name} sells through the mock provider.`,
  logo: image(`logo-${s.slug}`, 700 + s.id),
  cover_image: image(`cover-${s.slug}`, 710 + s.id),
  is_active: true,
  address: { street_address: `${s.id} Mock Street`, city: s.city, state: 'NY', zip: '10001', country: 'United States' },
  settings: {
    contact: '+1 212 555 0000',
    website: 'https://mock.example',
    socials: [],
    location: { lat: s.lat, lng: s.lng, formattedAddress: `${s.id} Mock Street, ${s.city}` },
  },
  lat: s.lat,
  lng: s.lng,
  products_count: 6,
  orders_count: 0,
  language: 'en',
  translated_languages: ['en'],
})) satisfies Wire.Shop[];

const names = [
  ['Mock Gala Apple', 'orchard-fruit', 1],
  ['Mock Bartlett Pear', 'orchard-fruit', 1],
  ['Mock Plum', 'orchard-fruit', 1],
  ['Mock Apricot', 'orchard-fruit', 1],
  ['Mock Quince', 'orchard-fruit', 1],
  ['Mock Cherry Box', 'orchard-fruit', 1],
  ['Mock Kale', 'garden-greens', 2],
  ['Mock Spinach', 'garden-greens', 2],
  ['Mock Rocket', 'garden-greens', 2],
  ['Mock Chard', 'garden-greens', 2],
  ['Mock Lettuce', 'garden-greens', 2],
  ['Mock Basil', 'garden-greens', 2],
] as const;

export const products = names.map(([name, category, shopId], i) => {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const price = 1 + i * 0.75;
  const variable = i === 5;
  const shop = shops[shopId - 1]!;
  return {
    id: 100 + i,
    name,
    slug,
    description: `${name}, delivered by the mock provider.`,
    type: { id: 1, name: 'Market', slug: 'market', logo: null, settings: types[0]!.settings },
    type_id: 1,
    language: 'en',
    translated_languages: ['en'],
    product_type: variable ? 'variable' : 'simple',
    shop: { id: shop.id, name: shop.name, slug: shop.slug, logo: shop.logo },
    shop_id: shop.id,
    sale_price: variable ? null : i % 3 === 0 ? Math.round(price * 80) / 100 : null,
    price: variable ? null : Math.round(price * 100) / 100,
    min_price: variable ? 6 : Math.round(price * 100) / 100,
    max_price: variable ? 9 : Math.round(price * 100) / 100,
    image: image(slug, 600 + i),
    gallery: [image(slug, 600 + i)],
    status: 'publish',
    quantity: i === 4 ? 0 : 25,
    in_stock: i !== 4,
    unit: '1 lb',
    sku: `MOCK-${i}`,
    sold_quantity: 12 - i,
    in_flash_sale: false,
    is_digital: false,
    ratings: 4.5,
    total_reviews: 2,
    rating_count: [
      { rating: 5, total: 1 },
      { rating: 4, total: 1 },
    ],
    categories: [
      {
        id: category === 'orchard-fruit' ? 1 : 2,
        name: category === 'orchard-fruit' ? 'Orchard Fruit' : 'Garden Greens',
        slug: category,
      },
    ],
    tags: [],
    author: null,
    manufacturer: null,
    variations: variable
      ? [
          {
            id: 51,
            slug: 'small',
            value: 'Small box',
            attribute_id: 5,
            attribute: { id: 5, slug: 'box', name: 'Box', values: [] },
          },
          {
            id: 52,
            slug: 'large',
            value: 'Large box',
            attribute_id: 5,
            attribute: { id: 5, slug: 'box', name: 'Box', values: [] },
          },
        ]
      : [],
    variation_options: variable
      ? [
          {
            id: 501,
            title: 'Small box',
            price: '6.00',
            sale_price: null,
            quantity: 8,
            is_disable: false,
            sku: 'MB-S',
            options: [{ name: 'Box', value: 'Small box' }],
          },
          {
            id: 502,
            title: 'Large box',
            price: '9.00',
            sale_price: null,
            quantity: 3,
            is_disable: false,
            sku: 'MB-L',
            options: [{ name: 'Box', value: 'Large box' }],
          },
        ]
      : [],
    related_products: [],
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  } satisfies Wire.Product;
});

export const settings = {
  id: 1,
  language: 'en',
  options: {
    siteTitle: 'Mock Market',
    siteSubtitle: 'An external provider',
    currency: 'USD',
    currencyOptions: { formation: 'en-US', fractions: 2 },
    guestCheckout: true,
    maxShopDistance: 1000,
    seo: { metaTitle: 'Mock Market', metaDescription: 'Storefront on an external provider' },
    contactDetails: { contact: '+1 212 555 0000', emailAddress: 'hello@mock.example' },
  },
} satisfies Wire.Settings;

/** The one product slug the mock provider fails on (503), as a provider that is down would. */
export const OUTAGE_SLUG = 'mock-provider-outage';
