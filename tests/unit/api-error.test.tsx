import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { call } from '@/framework/rest/call';
import { concernsAvailable } from '@/framework/rest/concern-availability';
import { ApiError, isApiError, isRefusal, toApiError } from '@/framework/rest/errors';
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
      call('post', '/contact-us', {
        body: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', description: 'Hello' },
      }),
    );
    expect(error).toMatchObject({ status: 429, message: 'PICKBAZAR_ERROR.TOO_MANY_REQUESTS' });

    server.use(mswHttp.get('*/api/concerns', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await expect(concernsAvailable()).resolves.toBe(false);
    server.use(mswHttp.get('*/api/concerns', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await expect(concernsAvailable()).rejects.toMatchObject({ status: 500 });
    server.use(mswHttp.get('*/api/concerns', () => HttpResponse.json({ data: [], total: 0 })));
    await expect(concernsAvailable()).resolves.toBe(true);
  });
});

/** CONTRACT §5/§9: the answers that say no with HTTP 200 reject like any failure, in the interceptor. */
describe('the response interceptor turns answers that say no into an ApiError', () => {
  it('rejects a provider’s {success: false} answer with its message, status 200', async () => {
    server.use(
      mswHttp.post('*/api/change-password', () =>
        HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OLD_PASSWORD_INCORRECT' }),
      ),
    );
    const error = await failure(
      call('post', '/change-password', { body: { oldPassword: 'wrong-one', newPassword: 'New-pass-1' } }),
    );
    expect(error).toMatchObject({ status: 200, message: 'PICKBAZAR_ERROR.OLD_PASSWORD_INCORRECT' });
    expect(isRefusal(error)).toBe(true);

    server.use(mswHttp.post('*/api/send-otp-code', () => HttpResponse.json({ success: false })));
    expect(await failure(call('post', '/send-otp-code', { body: { phone_number: '+15550100' } }))).toMatchObject({
      status: 200,
      message: 'error-something-wrong',
    });

    server.use(
      mswHttp.post('*/api/change-password', () =>
        HttpResponse.json({ success: true, message: 'PICKBAZAR_MESSAGE.PASSWORD_CHANGED_SUCCESSFULLY' }),
      ),
    );
    await expect(
      call('post', '/change-password', { body: { oldPassword: 'right-one', newPassword: 'New-pass-1' } }),
    ).resolves.toMatchObject({ success: true });
  });

  it('rejects a sign-in answer without a token as error-credential-wrong, and one with a token resolves', async () => {
    server.use(mswHttp.post('*/api/token', () => HttpResponse.json({ token: null, permissions: [] })));
    const refused = await failure(call('post', '/token', { body: { email: 'ada@example.com', password: 'wrong' } }));
    expect(refused).toMatchObject({ status: 200, message: 'error-credential-wrong' });
    expect(isRefusal(refused)).toBe(true);

    // Registration also needs permissions (SPEC §4).
    server.use(mswHttp.post('*/api/register', () => HttpResponse.json({ token: 'abc', permissions: [] })));
    expect(
      await failure(
        call('post', '/register', { body: { name: 'Ada', email: 'ada@example.com', password: 'Secret-pass-1' } }),
      ),
    ).toMatchObject({ message: 'error-credential-wrong' });

    // A refused phone code carries the provider's message.
    server.use(
      mswHttp.post('*/api/otp-login', () =>
        HttpResponse.json({ success: false, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' }),
      ),
    );
    expect(
      await failure(call('post', '/otp-login', { body: { phone_number: '+15550100', code: '123456', otp_id: 'x' } })),
    ).toMatchObject({ status: 200, message: 'PICKBAZAR_ERROR.OTP_VERIFICATION_FAILED' });

    server.use(
      mswHttp.post('*/api/token', () =>
        HttpResponse.json({ token: 'abc', permissions: ['customer'], role: 'customer' }),
      ),
    );
    await expect(
      call('post', '/token', { body: { email: 'ada@example.com', password: 'right' } }),
    ).resolves.toMatchObject({
      token: 'abc',
    });
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
