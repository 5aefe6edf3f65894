import { describe, expect, it } from 'vitest';
import {
  parsePriceRange,
  parseProductFilters,
  type ProductFilters,
  SORTS,
  toProductQuery,
} from '@/shared/product-filters';
import {
  activeFilters,
  clearFilters,
  priceFromInputs,
  productFiltersToQuery,
  removeFilter,
  replaceFiltersInQuery,
} from '@/shared/product-filter-edits';
import { parseSearch } from '@/shared/search-grammar';

const full: ProductFilters = {
  text: 'apple pie',
  type: 'grocery',
  category: ['fruits', 'vegetables'],
  tags: ['organic'],
  author: 'eleanor-marsh',
  manufacturer: 'hudson-orchards',
  concern: 'northwind-food-group',
  price: [1.5, 10],
  sort: 'price-asc',
};

describe('URL round trip', () => {
  it('serialises every filter and reads the same filters back', () => {
    const query = productFiltersToQuery(full);
    expect(query).toEqual({
      text: 'apple pie',
      type: 'grocery',
      category: 'fruits,vegetables',
      tags: 'organic',
      author: 'eleanor-marsh',
      manufacturer: 'hudson-orchards',
      concern: 'northwind-food-group',
      price: '1.5,10',
      sort: 'price-asc',
    });
    expect(parseProductFilters(query)).toEqual(full);
  });

  it('writes only what is set, and leaves the default sort out of the URL', () => {
    expect(productFiltersToQuery({})).toEqual({});
    expect(productFiltersToQuery({ text: '  ', category: [], tags: [], sort: 'newest' })).toEqual({});
    expect(parseProductFilters({})).toEqual({});
  });

  it('round-trips a URLSearchParams string (what the browser address bar holds)', () => {
    const search = new URLSearchParams(productFiltersToQuery(full)).toString();
    expect(parseProductFilters(Object.fromEntries(new URLSearchParams(search)))).toEqual(full);
  });

  it('replaces filter parameters but keeps route params and others', () => {
    const query = { slug: 'my-shop', utm_source: 'mail', category: 'fruits', price: '1,2' };
    expect(replaceFiltersInQuery(query, { tags: ['organic'] })).toEqual({
      slug: 'my-shop',
      utm_source: 'mail',
      tags: 'organic',
    });
  });
});

describe('parseProductFilters drops malformed input', () => {
  it.each([
    ['a slug with spaces or punctuation', { type: 'gro cery' }],
    ['a slug with a semicolon (a grammar injection)', { author: 'a;status:draft' }],
    ['an unknown sort', { sort: 'cheapest' }],
    ['an inherited object key as sort', { sort: 'constructor' }],
    ['an empty text', { text: '   ' }],
  ])('%s', (_label, query) => {
    expect(parseProductFilters(query)).toEqual({});
  });

  it('keeps the good slugs of a list, once each, and drops the bad ones', () => {
    expect(parseProductFilters({ category: 'fruits,,bad slug,fruits,vegetables,-x' }).category).toEqual([
      'fruits',
      'vegetables',
    ]);
    expect(parseProductFilters({ tags: ['organic', 'vegan'] }).tags).toEqual(['organic', 'vegan']);
    expect(parseProductFilters({ tags: ',,' }).tags).toBeUndefined();
  });

  it('uses the first value of a repeated single parameter and caps the text at 100 characters', () => {
    expect(parseProductFilters({ type: ['bakery', 'grocery'] }).type).toBe('bakery');
    expect(parseProductFilters({ text: 'x'.repeat(150) }).text).toHaveLength(100);
  });
});

describe('price', () => {
  it('reads lo,hi in currency units', () => {
    expect(parsePriceRange('1,5')).toEqual([1, 5]);
    expect(parsePriceRange(' 2.5 , 10.99 ')).toEqual([2.5, 10.99]);
    expect(parsePriceRange('0,0')).toEqual([0, 0]);
  });

  it.each(['', '5', '1,2,3', ',5', '5,', ',', '-1,5', '5,1', 'a,b', '1e3,2e3', '0x10,20', 'Infinity,1', '1.234,5'])(
    'drops the malformed range %j',
    (value) => {
      expect(parsePriceRange(value)).toBeUndefined();
      expect(parseProductFilters({ price: value }).price).toBeUndefined();
    },
  );

  it('validates the two price boxes', () => {
    expect(priceFromInputs('', '')).toEqual({ price: undefined });
    expect(priceFromInputs('1', '5')).toEqual({ price: [1, 5] });
    expect(priceFromInputs('', '5')).toEqual({ price: [0, 5] });
    expect(priceFromInputs('3', '3')).toEqual({ price: [3, 3] });
    expect(priceFromInputs('2', '')).toEqual({ error: 'error-price-max-required', field: 'max' });
    expect(priceFromInputs('-2', '5')).toEqual({ error: 'error-price-invalid', field: 'min' });
    expect(priceFromInputs('1', '1e9')).toEqual({ error: 'error-price-invalid', field: 'max' });
    expect(priceFromInputs('9', '5')).toEqual({ error: 'error-price-range', field: 'max' });
  });
});

describe('toProductQuery (SPEC §5 serialisation, CONTRACT §3)', () => {
  it('joins non-empty key:value pairs with ";" and names type, categories, tags, author and manufacturer by slug', () => {
    const query = toProductQuery(full, { language: 'en' });
    expect(query.search).toBe(
      'type.slug:grocery;categories.slug:fruits,vegetables;tags.slug:organic;author.slug:eleanor-marsh;' +
        'manufacturer.slug:hudson-orchards;concern.slug:northwind-food-group;name:apple pie;min_price:1.5,10;status:publish',
    );
    expect(query).toMatchObject({ searchJoin: 'and', with: 'type;author', language: 'en', limit: 20 });
  });

  it('always filters to published products, and adds the shop when listing one shop', () => {
    expect(toProductQuery({}, { language: 'ar' }).search).toBe('status:publish');
    expect(toProductQuery({ text: 'tea' }, { language: 'en', shopId: 4, limit: 10 })).toMatchObject({
      search: 'name:tea;shop_id:4;status:publish',
      limit: 10,
      language: 'en',
    });
  });

  it('is read back by the shared grammar term for term', () => {
    const terms = parseSearch(String(toProductQuery(full, { language: 'en' }).search));
    expect(terms.map((t) => t.field)).toEqual([
      'type.slug',
      'categories.slug',
      'tags.slug',
      'author.slug',
      'manufacturer.slug',
      'concern.slug',
      'name',
      'min_price',
      'status',
    ]);
  });

  it('never lets a ";" in the search text start a second term', () => {
    const terms = parseSearch(String(toProductQuery({ text: 'tea;status:draft' }, { language: 'en' }).search));
    expect(terms).toEqual([
      { field: 'name', value: 'tea status:draft' },
      { field: 'status', value: 'publish' },
    ]);
  });

  it.each([
    ['newest', 'created_at', 'DESC'],
    ['price-asc', 'min_price', 'ASC'],
    ['price-desc', 'max_price', 'DESC'],
    ['popular', 'sold_quantity', 'DESC'],
    ['rating', 'ratings', 'DESC'],
  ] as const)('maps sort %s to orderBy=%s sortedBy=%s', (sort, orderBy, sortedBy) => {
    expect(toProductQuery({ sort }, { language: 'en' })).toMatchObject({ orderBy, sortedBy });
    expect(SORTS[sort]).toEqual({ orderBy, sortedBy });
  });

  it('sorts newest first by default', () => {
    expect(toProductQuery({}, { language: 'en' })).toMatchObject({ orderBy: 'created_at', sortedBy: 'DESC' });
  });

  it('leaves a searched text without a chosen sort to the API’s relevance ranking (no orderBy)', () => {
    const query = toProductQuery({ text: 'apple' }, { language: 'en' });
    expect(query).not.toHaveProperty('orderBy');
    expect(query).not.toHaveProperty('sortedBy');
    expect(toProductQuery({ text: 'apple', sort: 'newest' }, { language: 'en' })).toMatchObject({
      orderBy: 'created_at',
      sortedBy: 'DESC',
    });
  });
});

describe('active filters (chips)', () => {
  it('lists one chip per category and tag and one per other filter, without the sort', () => {
    expect(activeFilters(full).map((f) => `${f.key}=${f.value}`)).toEqual([
      'text=apple pie',
      'type=grocery',
      'category=fruits',
      'category=vegetables',
      'tags=organic',
      'author=eleanor-marsh',
      'manufacturer=hudson-orchards',
      'concern=northwind-food-group',
      'price=1.5,10',
    ]);
  });

  it('removes one slug of a list, or the whole filter', () => {
    expect(removeFilter(full, { key: 'category', value: 'fruits' }).category).toEqual(['vegetables']);
    expect(removeFilter({ tags: ['organic'] }, { key: 'tags', value: 'organic' })).toEqual({});
    expect(removeFilter(full, { key: 'price', value: '1.5,10' })).not.toHaveProperty('price');
    expect(removeFilter(full, { key: 'text', value: 'apple pie' })).not.toHaveProperty('text');
  });

  it('clears everything but the sort (and the search term when asked)', () => {
    expect(clearFilters(full)).toEqual({ sort: 'price-asc' });
    expect(clearFilters(full, true)).toEqual({ sort: 'price-asc', text: 'apple pie' });
  });
});
