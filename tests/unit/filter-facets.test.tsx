import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NextRouter } from 'next/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveFilters } from '@/components/filter/active-filters';
import { CategoryTree } from '@/components/filter/category-tree';
import FilterDrawer from '@/components/search/filter-drawer';
import type { FilterOption } from '@/framework/rest/filter-option';
import { facetCategoryTree, facetChoices } from '@/framework/rest/product-facets';
import { simpleProduct } from './fixtures/catalogue';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';
import { grocery, option, page } from './fixtures/filter-lists';

/** The filter drawer with the provider's facets (GET /products/facets, issue 23) and without them. */

const facets = {
  total: 1001,
  total_exact: false,
  facets: {
    categories: [
      { slug: 'fruits-vegetables', name: 'Fruits & Vegetables', count: 1001, count_exact: false },
      { slug: 'dairy-eggs', name: 'Dairy & Eggs', count: 12, count_exact: true },
    ],
    tags: [{ slug: 'organic', name: 'Organic', count: 7, count_exact: true }],
    manufacturers: [{ slug: 'hudson-orchards', name: 'Hudson Orchards', count: 3, count_exact: true }],
    price: [
      { min: 0, max: 9.99, count: 40, count_exact: true },
      { min: 500, max: 999999999, count: 2, count_exact: true },
    ],
    attributes: [
      {
        slug: 'color',
        name: 'Color',
        values: [
          { slug: 'red', name: 'Red', count: 5, count_exact: true },
          { slug: 'navy', name: 'Navy', count: 2, count_exact: true },
        ],
      },
    ],
  },
};

let facetRequests: URLSearchParams[] = [];
beforeEach(() => {
  facetRequests = [];
  server.use(
    http.get('*/api/types', () => HttpResponse.json([{ ...grocery, settings: {} }])),
    http.get('*/api/categories', () =>
      HttpResponse.json(
        page([
          option(1, 'Fruits & Vegetables', 'fruits-vegetables', { type: grocery, children: [] }),
          option(4, 'Dairy & Eggs', 'dairy-eggs', { type: grocery, children: [] }),
          option(5, 'Snacks', 'snacks', { type: grocery, children: [] }),
        ]),
      ),
    ),
    http.get('*/api/tags', () =>
      HttpResponse.json(page([option(10, 'Organic', 'organic'), option(11, 'Vegan', 'vegan')])),
    ),
    http.get('*/api/authors', () => HttpResponse.json(page([]))),
    http.get('*/api/manufacturers', () => HttpResponse.json(page([option(30, 'Hudson Orchards', 'hudson-orchards')]))),
    http.get('*/api/concerns', () => new HttpResponse(null, { status: 404 })),
    http.get('*/api/products', () => HttpResponse.json({ ...page([simpleProduct]), per_page: 20 })),
  );
});

const pushed = (router: NextRouter) => vi.mocked(router.push).mock.calls.map(([url]) => url);
const route = (query: Record<string, string>) => ({ pathname: '/search', route: '/search', query });
/** The count shown beside a choice (the list item holding the labelled box). */
const countBeside = (name: string) =>
  screen.getByRole('checkbox', { name }).closest('li')!.querySelector('[data-facet-count]')?.textContent;

describe('FilterDrawer with facets', () => {
  it('shows counts, price bands and attribute groups, and asks with the list’s search', async () => {
    server.use(
      http.get('*/api/products/facets', ({ request }) => {
        facetRequests.push(new URL(request.url).searchParams);
        return HttpResponse.json(facets);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FilterDrawer data={undefined} close={() => {}} />, {
      router: route({ text: 'apple', attributes: 'color:red' }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Navy' })).toBeInTheDocument();
    expect(Object.fromEntries(facetRequests[0]!)).toMatchObject({
      search: 'name:apple;status:publish;attribute:color:red',
      searchJoin: 'and',
      language: 'en',
    });
    expect(countBeside('Dairy & Eggs')).toBe('12');
    expect(countBeside('Fruits & Vegetables')).toBe('1000+');
    // The chosen colour keeps its sibling, both counted.
    expect(screen.getByRole('checkbox', { name: 'Red' })).toBeChecked();
    expect(countBeside('Red')).toBe('5');
    expect(countBeside('Navy')).toBe('2');
    // A tag no result has is left out; one with results shows its count.
    expect(countBeside('Organic')).toBe('7');
    expect(screen.queryByRole('checkbox', { name: 'Vegan' })).not.toBeInTheDocument();
    const bands = within(screen.getByRole('group', { name: 'Price bands' }));
    expect(bands.getAllByRole('checkbox')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Navy' }));
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/search',
      query: { text: 'apple', attributes: 'color:red,color:navy' },
    });
    await user.click(bands.getAllByRole('checkbox')[0]!);
    expect(pushed(router).at(-1)).toEqual({
      pathname: '/search',
      query: { text: 'apple', price: '0,9.99', attributes: 'color:red' },
    });
  });

  it('falls back to the lists without counts where the provider has no facets (404)', async () => {
    server.use(http.get('*/api/products/facets', () => new HttpResponse(null, { status: 404 })));
    renderWithProviders(<FilterDrawer data={undefined} close={() => {}} />, { router: route({}) });
    expect(await screen.findByRole('checkbox', { name: 'Vegan' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Snacks' })).toBeInTheDocument();
    expect(document.querySelector('[data-facet-count]')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Price bands' })).not.toBeInTheDocument();
  });
});

describe('facetCategoryTree', () => {
  const category = (slug: string, parent: string | null | undefined) => ({
    slug,
    name: slug.toUpperCase(),
    count: 1,
    count_exact: true,
    ...(parent === undefined ? {} : { parent }),
  });
  const shape = (options: FilterOption[]): unknown =>
    options.map((o) => (o.children ? { [o.slug]: shape(o.children) } : o.slug));

  it('nests each category under its parent, in the facets’ order', () => {
    const tree = facetCategoryTree([
      category('dairy', null),
      category('fruit-veg', null),
      category('apples', 'fruit-veg'),
      category('pears', 'fruit-veg'),
      category('milk', 'dairy'),
    ]);
    expect(shape(tree)).toEqual([{ dairy: ['milk'] }, { 'fruit-veg': ['apples', 'pears'] }]);
    expect(new Set(tree.flatMap((o) => [o.id, ...(o.children ?? []).map((c) => c.id)])).size).toBe(5);
  });

  it('keeps at the top a category whose parent is not listed, has no parent field, or is in a loop', () => {
    const tree = facetCategoryTree([
      category('orphan', 'gone'),
      category('plain', undefined),
      category('a', 'b'),
      category('b', 'a'),
    ]);
    expect(shape(tree)).toEqual(['orphan', 'plain', 'a', 'b']);
  });

  it('keeps a chosen category without results, named by its slug, so it can be cleared', () => {
    const tree = facetCategoryTree([category('fruit-veg', null)], ['fruit-veg', 'snacks']);
    expect(tree.map((o) => [o.slug, o.name])).toEqual([
      ['fruit-veg', 'FRUIT-VEG'],
      ['snacks', 'snacks'],
    ]);
    expect(facetChoices([{ slug: 'organic', name: 'Organic' }], ['vegan']).map((o) => o.name)).toEqual([
      'Organic',
      'vegan',
    ]);
  });
});

describe('ActiveFilters with facets', () => {
  it('names the chosen values from the facets and asks for no list', async () => {
    const lists: string[] = [];
    server.use(
      http.get('*/api/products/facets', () => HttpResponse.json(facets)),
      http.get('*/api/:list', ({ params }) => {
        lists.push(String(params.list));
        return HttpResponse.json(page([]));
      }),
    );
    renderWithProviders(<ActiveFilters />, {
      router: route({ category: 'dairy-eggs', tags: 'organic', manufacturer: 'hudson-orchards' }),
    });
    expect(await screen.findByRole('button', { name: 'Remove filter Category: Dairy & Eggs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Tag: Organic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Manufacturer: Hudson Orchards' })).toBeInTheDocument();
    expect(lists.filter((list) => ['categories', 'tags', 'manufacturers'].includes(list))).toEqual([]);
  });
});

describe('CategoryTree', () => {
  it('shows the first eight top-level categories, a chosen one too, and the rest on "Show all"', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}`, slug: `c${i + 1}` }));
    renderWithProviders(<CategoryTree legend="Categories" categories={many} selected={['c10']} onChange={() => {}} />);
    const shown = () => screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value);
    expect(shown()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c10']);
    await user.click(screen.getByRole('button', { name: 'Show all (11)' }));
    expect(shown()).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });
});
