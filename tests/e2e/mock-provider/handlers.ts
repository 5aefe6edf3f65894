import { http, HttpResponse } from 'msw';
import type * as Wire from '@/framework/rest/types';
import { parseSearch, splitList } from '@/shared/search-grammar';
import { categories, ORIGIN, OUTAGE_SLUG, products, settings, shops, types } from './data';

type Product = (typeof products)[number];

/** A Laravel-style page (CONTRACT §2) over any list. */
function paginate<T>(items: T[], url: URL, defaultLimit = 15) {
  const limit = Math.max(1, Math.min(Number(url.searchParams.get('limit')) || defaultLimit, 100));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / limit));
  const data = items.slice((page - 1) * limit, page * limit);
  const at = (p: number) => `${ORIGIN}${url.pathname}?page=${p}`;
  return {
    data,
    current_page: page,
    first_page_url: at(1),
    from: data.length ? (page - 1) * limit + 1 : null,
    last_page: lastPage,
    last_page_url: at(lastPage),
    next_page_url: page < lastPage ? at(page + 1) : '',
    path: `${ORIGIN}${url.pathname}`,
    per_page: limit,
    prev_page_url: page > 1 ? at(page - 1) : '',
    to: data.length ? (page - 1) * limit + data.length : null,
    total: items.length,
  };
}

function matches(product: Product, field: string, value: string): boolean {
  switch (field) {
    case 'name':
      return product.name.toLowerCase().includes(value.toLowerCase());
    case 'type.slug':
      return product.type.slug === value;
    case 'categories.slug':
      return product.categories.some((c) => splitList(value).includes(c.slug));
    case 'shop_id':
      return product.shop_id === Number(value);
    case 'status':
      return product.status === value;
    case 'min_price': {
      const [lo, hi] = value.split(',').map(Number);
      return product.min_price >= lo! && product.min_price <= hi!;
    }
    default:
      // Like the provider: keys it does not know are ignored.
      return true;
  }
}

function searchProducts(url: URL): Product[] {
  const terms = parseSearch(url.searchParams.get('search') ?? '');
  const and = (url.searchParams.get('searchJoin') ?? 'or').toLowerCase() === 'and';
  let list = products.filter((p) => {
    if (terms.length === 0) return true;
    const results = terms.map((t) => (t.field ? matches(p, t.field, t.value) : matches(p, 'name', t.value)));
    return and ? results.every(Boolean) : results.some(Boolean);
  });
  const orderBy = url.searchParams.get('orderBy') ?? 'created_at';
  const desc = (url.searchParams.get('sortedBy') ?? 'desc').toLowerCase() === 'desc';
  const key = (p: Product) =>
    orderBy === 'min_price'
      ? p.min_price
      : orderBy === 'max_price'
        ? p.max_price
        : orderBy === 'name'
          ? p.name
          : p.created_at;
  list = [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
  return list;
}

const notFound = () => HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });

/** The external provider's REST API (CONTRACT shapes) for the provider-agnostic end-to-end project. */
export const handlers = [
  http.get('*/api/settings', () => HttpResponse.json(settings)),
  http.get('*/api/types', () => HttpResponse.json(types)),
  http.get('*/api/types/:slug', ({ params }) => {
    const type = types.find((t) => t.slug === params.slug);
    return type ? HttpResponse.json(type) : notFound();
  }),
  http.get('*/api/categories', ({ request }) => HttpResponse.json(paginate(categories, new URL(request.url), 1000))),
  http.get('*/api/categories/:slug', ({ params }) => {
    const category = categories.find((c) => c.slug === params.slug);
    return category ? HttpResponse.json(category) : notFound();
  }),
  http.get('*/api/products', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(paginate(searchProducts(url), url, 30));
  }),
  http.get('*/api/products/:slug', ({ params }) => {
    // A provider that fails: the storefront must answer its own 500 page (tests/e2e/external-provider.spec.ts).
    if (params.slug === OUTAGE_SLUG) return HttpResponse.json({ message: 'Provider is down' }, { status: 503 });
    const product = products.find((p) => p.slug === params.slug);
    if (!product) return notFound();
    const related = products
      .filter((p) => p.id !== product.id && p.categories[0]!.slug === product.categories[0]!.slug)
      .slice(0, 4);
    return HttpResponse.json({ ...product, related_products: related });
  }),
  http.get('*/api/popular-products', () => HttpResponse.json(products.slice(0, 4))),
  http.get('*/api/best-selling-products', () => HttpResponse.json(products.slice(0, 4))),
  http.get('*/api/product-featured', () => HttpResponse.json(products.slice(0, 4))),
  http.get('*/api/reviews', ({ request }) => {
    const url = new URL(request.url);
    const reviews = [
      {
        id: 1,
        rating: 5,
        comment: 'Mock review: excellent.',
        user: { id: 1, name: 'Mock Shopper' },
        created_at: '2026-01-02T00:00:00Z',
      },
      {
        id: 2,
        rating: 4,
        comment: 'Mock review: good.',
        user: { id: 2, name: 'Other Shopper' },
        created_at: '2026-01-03T00:00:00Z',
      },
    ] satisfies Wire.Review[];
    return HttpResponse.json(paginate(reviews, url));
  }),
  http.get('*/api/questions', ({ request }) =>
    HttpResponse.json(
      paginate(
        [{ id: 1, question: 'Is it fresh?', answer: 'Picked this morning.' }] satisfies Wire.Question[],
        new URL(request.url),
      ),
    ),
  ),
  http.get('*/api/shops', ({ request }) => HttpResponse.json(paginate(shops, new URL(request.url)))),
  http.get('*/api/shops/:slug', ({ params }) => {
    const shop = shops.find((s) => s.slug === params.slug || String(s.id) === params.slug);
    return shop ? HttpResponse.json({ ...shop, categories: [] }) : notFound();
  }),
  http.get('*/api/near-by-shop/:lat/:lng', ({ params }) =>
    HttpResponse.json(
      shops
        .map((s) => ({
          ...s,
          distance: Math.round(Math.hypot(s.lat - Number(params.lat), s.lng - Number(params.lng)) * 11100) / 100,
        }))
        .sort((a, b) => a.distance - b.distance),
    ),
  ),
  http.get('*/api/store-notices', ({ request }) => HttpResponse.json(paginate([], new URL(request.url)))),
  http.get('*/api/tags', ({ request }) => HttpResponse.json(paginate([], new URL(request.url)))),
  http.get('*/api/authors', ({ request }) => HttpResponse.json(paginate([], new URL(request.url)))),
  http.get('*/api/top-authors', () => HttpResponse.json([])),
  http.get('*/api/manufacturers', ({ request }) => HttpResponse.json(paginate([], new URL(request.url)))),
  http.get('*/api/top-manufacturers', () => HttpResponse.json([])),
  http.get('*/api/coupons', ({ request }) => HttpResponse.json(paginate([], new URL(request.url)))),
  // This provider has no concerns (CONTRACT §11): the storefront must hide the entry.
  http.get('*/api/concerns', () => notFound()),
  http.get('*/api/concerns/:slug', () => notFound()),
  http.get('*/api/top-concerns', () => notFound()),
  // Nor FAQs, terms or flash sales: the help and terms pages keep their own text, no campaign is shown.
  http.get('*/api/faqs', () => notFound()),
  http.get('*/api/terms-and-conditions', () => notFound()),
  http.get('*/api/flash-sale', () => notFound()),
  http.get('*/api/flash-sale/:slug', () => notFound()),
  http.get('*/api/products-by-flash-sale', () => notFound()),
];
