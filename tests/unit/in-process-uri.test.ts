import { describe, expect, it } from 'vitest';
import { http, inProcessUri } from '@/framework/rest/http';

// inProcessUri writes the address of a server-side rendering call itself instead of asking axios (http.ts): it must
// be axios' address for every path and query a page sends, and hand anything unusual to axios.
describe('inProcessUri', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['/types', { language: 'en' }],
    ['/settings', {}],
    [
      '/products',
      {
        searchJoin: 'and',
        with: 'type;author',
        search: 'type.slug:grocery;status:publish',
        orderBy: 'created_at',
        sortedBy: 'DESC',
        limit: 20,
        language: 'en',
        page: 1,
      },
    ],
    ['/categories', { type: 'grocery', parent: 'null', limit: 1000, language: 'ar' }],
    ['/products', { search: "name:apple & pear,(green)!~*'$", text: 'crème brûlée 100% #1 ?a=b/c+d', in_stock: true }],
    ['/products', { search: 'name:тест;日本語 😀', limit: 0, flag: false }],
    ['/products/fresh-apples', { language: 'he' }],
    ['/shops/a%20b', { language: 'en' }],
    ['/x', { 'a.b': '1', a_b: '2' }],
    // Handed to axios: arrays, objects, odd keys and addresses.
    ['/products', { ids: [1, 2], filter: { a: 1 } }],
    ['/products', { 'a[]': '1', 'x y': '2' }],
    ['//products', { a: '1' }],
    ['/products?page=2', { a: '1' }],
    ['products', { a: '1' }],
  ];
  it.each(cases)('%s %j is the address axios writes', (url, params) => {
    expect(inProcessUri(url, params)).toBe(http.getUri({ url, params }));
  });
});
