import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryHash } from '@/framework/rest/query';

describe('queryHash', () => {
  it("finds server-prefetched queries under React Query's own hash", () => {
    const keys = [
      ['settings', 'en'],
      ['products', { type: 'grocery', limit: 30, language: 'ar', categories: ['fruits', 'veg'], price: undefined }],
      ['categories', { parent: 'null', type: 'bags', limit: 1000, language: 'he' }],
      ['popular-products', { range: 7, shop_id: 3 }, 'en'],
      ['nested', { b: { d: 1, c: [{ z: 1, a: null }] }, a: true }],
      ['concerns-available'],
    ];
    for (const key of keys) expect(queryHash(key)).toBe(hashKey(key));
  });

  it('sorts the keys of plain objects so the order they were written in does not matter', () => {
    expect(queryHash(['p', { b: 1, a: 2 }])).toBe(queryHash(['p', { a: 2, b: 1 }]));
  });
});
