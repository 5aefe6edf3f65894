import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { client } from '@/framework/rest/client';
import { ApiError, isApiError, toApiError } from '@/framework/rest/errors';
import { http } from '@/framework/rest/http';
import { failure } from './helpers/api-failure';
import { server } from './helpers/msw-server';

const answer = (response: () => Response | Promise<Response>) => server.use(mswHttp.post('*/api/contact-us', response));

/** The browser's path: the XHR adapter and the response interceptor, the API answering through msw. */
describe('the response interceptor turns every failure into one ApiError', () => {
  it('keeps status, message, code and field errors of the API’s error body', async () => {
    answer(() =>
      HttpResponse.json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
          errors: { email: ['error-email-format'], subject: ['error-too-long', 'error-required'] },
        },
        { status: 422 },
      ),
    );
    const error = await failure(http.post('/contact-us', {}));
    expect(error).toMatchObject({
      status: 422,
      message: 'Please correct the highlighted fields.',
      code: 'PICKBAZAR_ERROR.VALIDATION_FAILED',
      errors: { email: ['error-email-format'], subject: ['error-too-long', 'error-required'] },
    });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
  });

  it('takes a provider’s message-only body, and a single message per field as a list of one', async () => {
    answer(() => HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 }));
    const notFound = await failure(http.post('/contact-us', {}));
    expect(notFound).toMatchObject({ status: 404, message: 'PICKBAZAR_ERROR.NOT_FOUND' });
    expect(notFound.code).toBeUndefined();
    expect(notFound.errors).toBeUndefined();

    answer(() => HttpResponse.json({ message: 'invalid', errors: { email: 'taken', name: [3] } }, { status: 422 }));
    expect((await failure(http.post('/contact-us', {}))).errors).toEqual({ email: ['taken'] });
  });

  it('reads a body that is not JSON (a proxy’s error page) as the generic failure with its status', async () => {
    answer(() => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502 }));
    const error = await failure(http.post('/contact-us', {}));
    expect(error).toMatchObject({ status: 502, message: 'error-something-wrong' });
    expect(error.code).toBeUndefined();
  });

  // A timeout is the same case (no answer); msw's XHR stand-in has no timeouts, so api-error-server.test.ts has it.
  it('turns a network error into the generic failure without a status', async () => {
    answer(() => HttpResponse.error());
    expect(await failure(http.post('/contact-us', {}))).toMatchObject({
      status: null,
      message: 'error-something-wrong',
    });
  });

  it('is what the typed client rejects with, and what concerns.available reads a 404 from', async () => {
    answer(() => HttpResponse.json({ message: 'PICKBAZAR_ERROR.TOO_MANY_REQUESTS' }, { status: 429 }));
    const error = await failure(
      client.inbox.contactUs({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', description: 'Hello' }),
    );
    expect(error).toMatchObject({ status: 429, message: 'PICKBAZAR_ERROR.TOO_MANY_REQUESTS' });

    server.use(mswHttp.get('*/api/concerns', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await expect(client.concerns.available()).resolves.toBe(false);
    server.use(mswHttp.get('*/api/concerns', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await expect(client.concerns.available()).rejects.toMatchObject({ status: 500 });
    server.use(mswHttp.get('*/api/concerns', () => HttpResponse.json({ data: [], total: 0 })));
    await expect(client.concerns.available()).resolves.toBe(true);
  });
});

describe('toApiError', () => {
  it('answers an ApiError as itself and anything else as the generic failure', () => {
    const known = new ApiError({ status: 409, message: 'PICKBAZAR_ERROR.EMAIL_NOT_VERIFIED' });
    expect(toApiError(known)).toBe(known);
    const bug = new TypeError('x is undefined');
    const generic = toApiError(bug);
    expect(generic).toMatchObject({ status: null, message: 'error-something-wrong' });
    expect(generic.cause).toBe(bug);
  });
});
