import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { call } from '@/framework/rest/call';
import { server } from './helpers/msw-server';

/**
 * What `call` (src/framework/rest/call.ts) puts on the wire, in the browser's path (axios' XHR adapter, msw
 * answering): the path's parameters filled in and encoded, the query without empty values, the body as JSON or
 * multipart, extra headers. Its types are checked in wire-types.test-d.ts.
 */
describe('call', () => {
  it('fills and encodes the path parameters and leaves empty query values out', async () => {
    let seen: URL | null = null;
    server.use(
      mswHttp.get('*/api/near-by-shop/:lat/:lng', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([]);
      }),
      mswHttp.get('*/api/products/:slug', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ id: 1, name: 'A/B', slug: 'a/b', product_type: 'simple', quantity: 1 });
      }),
    );

    await call('get', '/near-by-shop/{lat}/{lng}', { params: { lat: 52.5, lng: -0.25 } });
    expect(seen!.pathname).toBe('/api/near-by-shop/52.5/-0.25');

    const product = await call('get', '/products/{slug}', {
      params: { slug: 'a/b c' },
      query: { language: 'de', with: '', filter: undefined },
    });
    expect(seen!.pathname).toBe('/api/products/a%2Fb%20c');
    expect([...seen!.searchParams]).toEqual([['language', 'de']]);
    expect(product.name).toBe('A/B');
  });

  it('sends the body as JSON with the extra headers, and FormData as multipart', async () => {
    const seen: { type: string | null; key: string | null; body: unknown }[] = [];
    server.use(
      mswHttp.post('*/api/orders', async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type'),
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        });
        return HttpResponse.json({ id: 7, tracking_number: 'T7' });
      }),
      mswHttp.post('*/api/attachments', async ({ request }) => {
        const form = await request.formData();
        seen.push({
          type: request.headers.get('content-type'),
          key: null,
          body: form.getAll('attachment[]').length,
        });
        return HttpResponse.json([{ id: 1, original: '/a.webp', thumbnail: '/a-t.webp' }]);
      }),
    );

    const order = await call('post', '/orders', {
      body: { products: [], amount: 0 } as never,
      headers: { 'Idempotency-Key': 'attempt-1' },
    });
    expect(order.tracking_number).toBe('T7');

    const form = new FormData();
    form.append('attachment[]', new File(['x'], 'a.png', { type: 'image/png' }));
    await call('post', '/attachments', { body: form });

    expect(seen[0]).toEqual({
      type: expect.stringContaining('application/json'),
      key: 'attempt-1',
      body: { products: [], amount: 0 },
    });
    expect(seen[1]).toEqual({ type: expect.stringContaining('multipart/form-data'), key: null, body: 1 });
  });

  it('sends {} with a POST whose endpoint reads no body, as the provider client always did', async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post('*/api/logout', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(true);
      }),
    );
    await expect(call('post', '/logout')).resolves.toBe(true);
    expect(bodies).toEqual([{}]);
  });
});
