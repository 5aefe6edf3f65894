import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { type ReactNode, useMemo, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveFilters } from '@/components/filter/active-filters';
import { FilterPanel } from '@/components/filter/filter-panel';
import FilterDrawer from '@/components/search/filter-drawer';
import { ProductListing } from '@/components/search/product-listing';
import { simpleProduct, variableProduct } from './fixtures/catalogue';
import { server } from './helpers/msw-server';
import { mockRouter, renderWithProviders } from './helpers/render';
import { grocery, option, page } from './fixtures/filter-lists';

const categories = [
  option(1, 'Fruits & Vegetables', 'fruits-vegetables', {
    type: grocery,
    children: [
      option(2, 'Fruits', 'fruits', { type: grocery }),
      option(3, 'Vegetables', 'vegetables', { type: grocery }),
    ],
  }),
  option(4, 'Dairy & Eggs', 'dairy-eggs', { type: grocery, children: [] }),
];

/** The provider's filter lists, as CONTRACT §2/§4 shapes; every products request is recorded. */
let productRequests: URLSearchParams[] = [];
beforeEach(() => {
  productRequests = [];
  server.use(
    http.get('*/api/types', () =>
      HttpResponse.json([
        { ...grocery, settings: {} },
        { id: 2, name: 'Bakery', slug: 'bakery', settings: {} },
      ]),
    ),
    http.get('*/api/categories', () => HttpResponse.json(page(categories))),
    http.get('*/api/tags', () =>
      HttpResponse.json(page([option(10, 'Organic', 'organic'), option(11, 'Vegan', 'vegan')])),
    ),
    http.get('*/api/authors', () => HttpResponse.json(page([option(20, 'Eleanor Marsh', 'eleanor-marsh')]))),
    http.get('*/api/manufacturers', () => HttpResponse.json(page([option(30, 'Hudson Orchards', 'hudson-orchards')]))),
    http.get('*/api/concerns', () =>
      HttpResponse.json(page([option(40, 'Northwind Food Group', 'northwind-food-group')])),
    ),
    http.get('*/api/products', ({ request }) => {
      productRequests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...page([simpleProduct, variableProduct]), per_page: 20 });
    }),
  );
});

const searchRoute = (query: Record<string, string>) => ({ pathname: '/search', route: '/search', query });
const pushed = (router: NextRouter) => vi.mocked(router.push).mock.calls.map(([url]) => url);

describe('FilterPanel', () => {
  it('pushes the URL for a chosen category, a chosen tag and a valid price range', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FilterPanel />, { router: searchRoute({ text: 'apple' }) });

    await user.click(await screen.findByRole('button', { name: 'Subcategories of Fruits & Vegetables' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fruits' }));
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { text: 'apple', category: 'fruits' } },
      undefined,
      { scroll: false },
    );

    await user.click(await screen.findByRole('checkbox', { name: 'Organic' }));
    expect(pushed(router).at(-1)).toEqual({ pathname: '/search', query: { text: 'apple', tags: 'organic' } });

    await user.type(screen.getByLabelText('Min price'), '1');
    await user.type(screen.getByLabelText('Max price'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(pushed(router).at(-1)).toEqual({ pathname: '/search', query: { text: 'apple', price: '1,5' } });
    expect(router.push).toHaveBeenCalledTimes(3);
  });

  it('refuses a reversed price range with a message and pushes nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FilterPanel />, { router: searchRoute({}) });
    await user.type(screen.getByLabelText('Min price'), '9');
    await user.type(screen.getByLabelText('Max price'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum price must not be lower than the minimum');
    expect(screen.getByLabelText('Max price')).toHaveAttribute('aria-invalid', 'true');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('keeps the other filters, and a new type clears the type-bound ones', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FilterPanel />, {
      router: searchRoute({ category: 'fruits', tags: 'vegan', author: 'eleanor-marsh', sort: 'rating' }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Dairy & Eggs' }));
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/search',
      query: { category: 'fruits,dairy-eggs', tags: 'vegan', author: 'eleanor-marsh', sort: 'rating' },
    });
    await user.click(screen.getByRole('radio', { name: 'Bakery' }));
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/search',
      query: { type: 'bakery', author: 'eleanor-marsh', sort: 'rating' },
    });
  });
});

describe('ActiveFilters', () => {
  it('shows a chip per filter with its name and removes only that filter', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ActiveFilters keepText />, {
      router: searchRoute({ text: 'apple', category: 'fruits,vegetables', tags: 'organic', price: '1,5' }),
    });
    const chips = screen.getByRole('list');
    await within(chips).findByRole('button', { name: 'Remove filter Category: Fruits' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Tag: Organic' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: /Remove filter Price: \$1\.00 – \$5\.00/ })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Category: Fruits' }));
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/search',
      query: { text: 'apple', category: 'vegetables', tags: 'organic', price: '1,5' },
    });

    await user.click(within(chips).getByRole('button', { name: /Remove filter Price/ }));
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/search',
      query: { text: 'apple', category: 'fruits,vegetables', tags: 'organic' },
    });

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(pushed(router).at(-1)).toEqual({ pathname: '/search', query: { text: 'apple' } });
  });
});

/** A router whose push really changes the URL the page reads, as Next does after a navigation. */
function StatefulRouter({
  initial,
  children,
}: {
  initial: { pathname: string; query: Record<string, string> };
  children: ReactNode;
}) {
  const [location, setLocation] = useState(initial);
  const router = useMemo(
    () =>
      mockRouter({
        ...location,
        route: location.pathname,
        push: vi.fn(async (url) => {
          const { pathname, query } = url as { pathname: string; query: Record<string, string> };
          setLocation({ pathname, query });
          return true;
        }),
      }),
    [location],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

describe('ProductListing sidebar', () => {
  it('draws the panel from the facets of the results: a category tree, tags and counts, no lists asked for', async () => {
    const lists: string[] = [];
    server.use(
      http.get('*/api/products/facets', () =>
        HttpResponse.json({
          total: 2,
          total_exact: true,
          facets: {
            categories: [
              { slug: 'fruits-vegetables', name: 'Fruits & Vegetables', count: 2, count_exact: true, parent: null },
              { slug: 'fruits', name: 'Fruits', count: 2, count_exact: true, parent: 'fruits-vegetables' },
            ],
            tags: [{ slug: 'organic', name: 'Organic', count: 1, count_exact: true }],
            manufacturers: [],
            price: [],
            attributes: [],
          },
        }),
      ),
      http.get('*/api/:list', ({ params }) => {
        lists.push(String(params.list));
        return HttpResponse.json(page([]));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <StatefulRouter initial={{ pathname: '/search', query: { text: 'apple' } }}>
        <ProductListing drawer="SEARCH_FILTER" />
      </StatefulRouter>,
    );
    const sidebar = within(screen.getByRole('region', { name: 'Filters' }));
    expect(await sidebar.findByRole('checkbox', { name: 'Fruits & Vegetables' })).toBeInTheDocument();
    // Fruits is under Fruits & Vegetables, behind its toggle.
    expect(sidebar.queryByRole('checkbox', { name: 'Fruits' })).not.toBeInTheDocument();
    await user.click(sidebar.getByRole('button', { name: 'Subcategories of Fruits & Vegetables' }));
    const fruits = sidebar.getByRole('checkbox', { name: 'Fruits' });
    expect(fruits.closest('li')!.querySelector('[data-facet-count]')).toHaveTextContent('2');
    expect(sidebar.getByRole('checkbox', { name: 'Organic' })).toBeInTheDocument();
    // The lists the facets replace are never asked for; authors (no facets) are.
    expect(lists).not.toContain('categories');
    expect(lists).not.toContain('tags');
    expect(lists).not.toContain('manufacturers');
    expect(lists).toContain('authors');
  });
});

describe('ProductListing sort order', () => {
  it('asks the API for the chosen order (orderBy/sortedBy) and keeps the search term', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StatefulRouter initial={{ pathname: '/search', query: { text: 'apple' } }}>
        <ProductListing drawer="SEARCH_FILTER" />
      </StatefulRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “apple”' })).toBeInTheDocument();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(productRequests).toHaveLength(1);
    // A search starts in the API's relevance order: no orderBy.
    expect(Object.fromEntries(productRequests[0]!)).toMatchObject({
      search: 'name:apple;status:publish',
      searchJoin: 'and',
    });
    expect(productRequests[0]!.has('orderBy')).toBe(false);
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() => expect(productRequests).toHaveLength(2));
    expect(Object.fromEntries(productRequests[1]!)).toMatchObject({
      search: 'name:apple;status:publish',
      orderBy: 'max_price',
      sortedBy: 'DESC',
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(productRequests).toHaveLength(3));
    expect(Object.fromEntries(productRequests[2]!)).toMatchObject({ orderBy: 'min_price', sortedBy: 'ASC' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
  });
});

describe('FilterDrawer', () => {
  it('shows the panel and closes with the result count', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    renderWithProviders(<FilterDrawer data={undefined} close={close} />, {
      router: { pathname: '/products', route: '/products', query: {} },
    });
    expect(await screen.findByRole('radio', { name: 'All types' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Show 2 products' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('on a type page, lists that type and never writes or drops the route type', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FilterDrawer data={{ type: 'grocery' }} close={() => {}} />, {
      router: { pathname: '/[type]', route: '/[type]', query: { type: 'grocery', category: 'fruits' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Organic' }));
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/[type]',
      query: { type: 'grocery', category: 'fruits', tags: 'organic' },
    });
    expect(screen.queryByRole('radio', { name: 'All types' })).not.toBeInTheDocument();
  });
});
