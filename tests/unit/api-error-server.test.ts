import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/framework/rest/call';
import { concernsAvailable } from '@/framework/rest/concern-availability';
import { http } from '@/framework/rest/http';
import { failure } from './helpers/api-failure';
import { isNotFound } from '@/lib/ssr/load-page';
import { type InProcessFetch, setInProcessApi } from '@/shared/in-process-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Server-side rendering reaches the built-in API in-process (http.ts's adapter); its failures must be the same
 * ApiErrors the browser gets. The registered fetch function stands in for the API, as msw does in the browser.
 */
describe('the in-process adapter (server-side rendering)', () => {
  const register = (fetcher: InProcessFetch) => setInProcessApi(fetcher);
  afterEach(() => setInProcessApi(undefined));

  it('rejects with the API’s status, message, code and field errors', async () => {
    register(() =>
      Promise.resolve(
        json(422, {
          message: 'Please correct the highlighted fields.',
          code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
          errors: { email: ['error-email-format'] },
        }),
      ),
    );
    expect(await failure(http.post('/contact-us', {}))).toMatchObject({
      status: 422,
      message: 'Please correct the highlighted fields.',
      code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
      errors: { email: ['error-email-format'] },
    });
  });

  it('answers 404 so that detail pages render the 404 page', async () => {
    register(() => Promise.resolve(json(404, { message: 'Not found', code: 'PICKBAZAR_ERROR.NOT_FOUND' })));
    const error = await failure(call('get', '/products/{slug}', { params: { slug: 'nope' } }));
    expect(error.status).toBe(404);
    expect(isNotFound(error)).toBe(true);

    register(() => Promise.resolve(json(500, { message: 'boom' })));
    expect(isNotFound(await failure(call('get', '/products/{slug}', { params: { slug: 'nope' } })))).toBe(false);
  });

  it('does not ask the built-in API whether it has concerns: it has them (one query less per page)', async () => {
    let asked = 0;
    register(() => {
      asked += 1;
      return Promise.resolve(json(404, { message: 'Not found', code: 'PICKBAZAR_ERROR.NOT_FOUND' }));
    });
    await expect(concernsAvailable()).resolves.toBe(true);
    expect(asked).toBe(0);
  });

  it('reads a body that is not JSON, and an API that throws, as the generic failure', async () => {
    register(() => Promise.resolve(new Response('Internal Server Error', { status: 500 })));
    expect(await failure(http.get('/settings'))).toMatchObject({ status: 500, message: 'error-something-wrong' });

    register(() => Promise.reject(new Error('database is gone')));
    expect(await failure(http.get('/settings'))).toMatchObject({ status: null, message: 'error-something-wrong' });
  });
});

describe('a timeout over the network', () => {
  it('is the generic failure without a status', async () => {
    // A server that takes the request and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const error = await failure(http.get(`http://127.0.0.1:${port}/api/settings`, { timeout: 100 }));
      expect(error).toMatchObject({ status: null, message: 'error-something-wrong' });
      expect((error.cause as { code?: string }).code).toBe('ECONNABORTED');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
