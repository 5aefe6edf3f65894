import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { prefetchProductListing } from '@/components/search/listing-prefetch';
import { server } from './helpers/msw-server';

/**
 * A listing's server-side data is what its first render draws: the products and their facets, from which the
 * filter panel is drawn on the server and the chips take the names of chosen categories, tags, manufacturers and
 * attributes (issue 23); the authors' and concerns' lists only to name their chips. A provider without facets gets
 * the lists of the chosen filters instead, as names for the chips (issue 24: no list the page does not draw).
 */
async function prefetched(
  query: Record<string, string>,
  withFacets = true,
  { facetsAfterMs = 0, waitMs = 1_000 } = {},
): Promise<Record<string, unknown>> {
  const asked: string[] = [];
  server.use(
    http.get('*/api/products/facets', async ({ request }) => {
      asked.push(new URL(request.url).pathname);
      if (facetsAfterMs) await delay(facetsAfterMs);
      return withFacets
        ? HttpResponse.json({ total: 0, total_exact: true, facets: { categories: [], tags: [] } })
        : new HttpResponse(null, { status: 404 });
    }),
    http.get('*/api/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ data: [], total: 0 });
    }),
  );
  const queryClient = new QueryClient();
  await prefetchProductListing(queryClient, 'en', query, waitMs);
  const data: Record<string, unknown> = {};
  for (const q of queryClient.getQueryCache().getAll()) {
    if (q.state.status === 'success') data[String(q.queryKey[0])] = q.state.data;
  }
  expect(asked).toContain('/api/products/facets');
  return data;
}

const keys = (data: Record<string, unknown>) => Object.keys(data).sort();

describe('prefetchProductListing', () => {
  it('sends a search its products and their facets', async () => {
    expect(keys(await prefetched({ text: 'apple' }))).toEqual(['product-facets', 'products']);
  });

  it('names chosen categories, tags, manufacturers and attributes from the facets, authors from their list', async () => {
    const chosen = { text: 'apple', category: 'fruits', tags: 'fresh', manufacturer: 'atelier-nour' };
    expect(keys(await prefetched({ ...chosen, attributes: 'color:red' }))).toEqual(['product-facets', 'products']);
    expect(keys(await prefetched({ author: 'ana-ruiz' }))).toEqual(['author-filter', 'product-facets', 'products']);
  });

  it('sends the lists that name the chosen filters where the provider has no facets', async () => {
    const data = await prefetched({ text: 'apple', category: 'fruits', tags: 'fresh', manufacturer: 'x' }, false);
    expect(keys(data)).toEqual(['category-filter', 'manufacturer-filter', 'product-facets', 'products', 'tag-filter']);
    // "No facets" is an answer too: the panel knows at once to draw the lists.
    expect(data['product-facets']).toBeNull();
    expect(keys(await prefetched({ text: 'apple' }, false))).toEqual(['product-facets', 'products']);
  });

  it('sends the page without facets when they take longer than it waits (the browser asks for them then)', async () => {
    const started = Date.now();
    const data = await prefetched({ text: 'apple', category: 'fruits' }, true, { facetsAfterMs: 400, waitMs: 50 });
    expect(Date.now() - started).toBeLessThan(400);
    expect(keys(data)).toEqual(['category-filter', 'products']);
  });
});
