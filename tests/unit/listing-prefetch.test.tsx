import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { prefetchProductListing } from '@/components/search/listing-prefetch';
import { server } from './helpers/msw-server';

/**
 * A listing's server-side data is what its first render draws (issue 24): the products, and the filter lists whose
 * names the chips of the chosen filters show. The filter panel and its counts are drawn after hydration and fetched
 * then, so a plain search does not carry them in its page data nor cost the server their queries.
 */
async function prefetched(query: Record<string, string>): Promise<string[]> {
  const asked: string[] = [];
  server.use(
    http.get('*/api/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ data: [], total: 0 });
    }),
  );
  const queryClient = new QueryClient();
  await prefetchProductListing(queryClient, 'en', query);
  const keys = queryClient
    .getQueryCache()
    .getAll()
    .map((q) => String(q.queryKey[0]));
  expect(asked.length).toBeGreaterThan(0);
  return [...new Set(keys)].sort();
}

describe('prefetchProductListing', () => {
  it('sends a plain search its products only', async () => {
    expect(await prefetched({ text: 'apple' })).toEqual(['products']);
  });

  it('sends the lists that name the chosen filters, and the facets for chosen attributes', async () => {
    const keys = await prefetched({ text: 'apple', category: 'fruits', tags: 'fresh', attributes: 'color:red' });
    expect(keys).toEqual(['category-filter', 'product-facets', 'products', 'tag-filter']);
    expect(await prefetched({ author: 'ana-ruiz', manufacturer: 'atelier-nour' })).toEqual([
      'author-filter',
      'manufacturer-filter',
      'products',
    ]);
  });
});
