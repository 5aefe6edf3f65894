import { describe, expect, it } from 'vitest';
import {
  formatSearchParams,
  parseNameList,
  parseSearch,
  parseSearchFields,
  SearchSyntaxError,
  serializeSearch,
  splitList,
} from '@/shared/search-grammar';

describe('parseSearch', () => {
  it('reads field:value pairs joined by semicolons', () => {
    expect(parseSearch('type.slug:grocery;status:publish')).toEqual([
      { field: 'type.slug', value: 'grocery' },
      { field: 'status', value: 'publish' },
    ]);
  });

  it('keeps colons inside the value and trims whitespace', () => {
    expect(parseSearch(' name : Apple: Red ')).toEqual([{ field: 'name', value: 'Apple: Red' }]);
  });

  it('treats a piece without a colon as a free-text term', () => {
    expect(parseSearch('apple;shop_id:3')).toEqual([
      { field: null, value: 'apple' },
      { field: 'shop_id', value: '3' },
    ]);
  });

  it('ignores empty pieces from stray semicolons', () => {
    expect(parseSearch(';;name:tea;')).toEqual([{ field: 'name', value: 'tea' }]);
    expect(parseSearch('')).toEqual([]);
  });

  it.each([':apple', 'na me:x', '1abc:x', 'name:', 'a..b:x'])('rejects the broken term %j', (input) => {
    expect(() => parseSearch(input)).toThrow(SearchSyntaxError);
  });

  it('rejects too many terms and overlong values', () => {
    expect(() => parseSearch(Array.from({ length: 21 }, (_, i) => `f${i}:x`).join(';'))).toThrow(/at most 20/);
    expect(() => parseSearch(`name:${'x'.repeat(201)}`)).toThrow(/longer than 200/);
  });

  it('round-trips through serializeSearch', () => {
    const input = 'categories.slug:fruits,vegetables;min_price:10,50;tea';
    expect(serializeSearch(parseSearch(input))).toBe(input);
  });
});

describe('parseSearchFields', () => {
  it('maps fields to operators case-insensitively', () => {
    expect(parseSearchFields('name:like;price:BETWEEN;shop_id:=')).toEqual({
      name: 'like',
      price: 'between',
      shop_id: '=',
    });
  });

  it.each(['name', 'name:regex', 'name:like:x', ':like'])('rejects %j', (input) => {
    expect(() => parseSearchFields(input)).toThrow(SearchSyntaxError);
  });
});

describe('parseNameList', () => {
  it('splits, dedupes and validates relation names', () => {
    expect(parseNameList('type;shop;type;variations.attribute.values', 'with')).toEqual([
      'type',
      'shop',
      'variations.attribute.values',
    ]);
    expect(() => parseNameList('shop;drop table', 'with')).toThrow(/not a valid name/);
  });
});

describe('splitList', () => {
  it('splits on commas and drops blanks', () => {
    expect(splitList('fruits, vegetables,,')).toEqual(['fruits', 'vegetables']);
  });
});

describe('formatSearchParams', () => {
  it('drops empty values and suffixes slug keys', () => {
    expect(
      formatSearchParams({
        type: 'grocery',
        categories: 'fruits',
        name: '',
        tags: [],
        author: undefined,
        manufacturer: 'green-valley',
        min_price: '10,50',
        status: 'publish',
        shop_id: 0,
      }),
    ).toBe(
      'type.slug:grocery;categories.slug:fruits;manufacturer.slug:green-valley;min_price:10,50;status:publish;shop_id:0',
    );
  });

  it('joins array values with commas', () => {
    expect(formatSearchParams({ tags: ['organic', 'vegan'], shops: ['a'] })).toBe(
      'tags.slug:organic,vegan;shops.slug:a',
    );
  });

  it('gives an empty string when nothing is set', () => {
    expect(formatSearchParams({ name: '  ', type: null })).toBe('');
  });
});
