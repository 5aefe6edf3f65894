import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/framework/rest/call';
import { concernsAvailable } from '@/framework/rest/concern-availability';
import { ApiError } from '@/framework/rest/errors';
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

/**
 * A GET of server-side rendering skips axios (http.ts `readInProcess`): it must send what the adapter sends and
 * answer, or fail, as the adapter does. Each case goes both ways, through `call` and through axios (`http.get`).
 */
describe('a GET of server-side rendering', () => {
  afterEach(() => setInProcessApi(undefined));

  const query = {
    search: 'type.slug:grocery;status:publish',
    with: 'type;author',
    limit: 20,
    text: '',
    page: undefined,
  };
  const fields = ({ status, message, code, errors }: ApiError) => ({ status, message, code, errors });
  const bothWays = async (answer: () => Promise<Response>) => {
    const sent: Request[] = [];
    setInProcessApi((request) => {
      sent.push(request);
      return answer();
    });
    const settle = (request: Promise<unknown>) =>
      request.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
    const viaCall = await settle(call('get', '/products', { query }));
    const viaAxios = await settle(
      http.get('/products', { params: { search: query.search, with: query.with, limit: 20 } }),
    );
    return { viaCall, viaAxios, sent };
  };

  it('asks for the same address with the same headers', async () => {
    const { sent } = await bothWays(() => Promise.resolve(json(200, { data: [] })));
    const [ours, theirs] = sent;
    expect(ours!.url).toBe(theirs!.url);
    expect(ours!.url).toMatch(/\/products\?search=type\.slug:grocery%3Bstatus:publish&with=type%3Bauthor&limit=20$/);
    expect(ours!.method).toBe('GET');
    for (const name of ['accept', 'authorization', 'content-type'])
      expect(ours!.headers.get(name), name).toBe(theirs!.headers.get(name));
    expect(ours!.headers.get('authorization')).toBe('Bearer');
  });

  it('answers the body, and fails with the same ApiError for an error, a refusal, a non-JSON body or a throw', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.resolve(json(200, { data: [{ id: 1, name: 'Apples' }], total: 1 })),
      () =>
        Promise.resolve(
          json(422, {
            message: 'error-invalid',
            code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
            errors: { limit: 'too big' },
          }),
        ),
      () => Promise.resolve(json(200, { success: false, message: 'error-refused' })),
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
      () => Promise.reject(new Error('database is gone')),
    ];
    for (const answer of answers) {
      const { viaCall, viaAxios } = await bothWays(answer);
      if ('value' in viaAxios) expect(viaCall).toEqual({ value: (viaAxios.value as { data: unknown }).data });
      else {
        expect('error' in viaCall && viaCall.error).toBeInstanceOf(ApiError);
        expect(fields((viaCall as { error: ApiError }).error)).toEqual(fields(viaAxios.error as ApiError));
      }
    }
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
