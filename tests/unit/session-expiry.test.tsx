import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/framework/rest/auth-token';
import { removeAuthToken, setAuthToken } from '@/framework/rest/save-auth-token';
import { ApiError } from '@/framework/rest/errors';
import { http, isSessionExpired } from '@/framework/rest/http';
import { server } from './helpers/msw-server';

/** SPEC §4/§8 session expiry, through the real axios instance and interceptors, the API answering via msw. */
describe('session expiry', () => {
  const location = window.location;
  let assigned: string | null;

  beforeEach(() => {
    assigned = null;
    removeAuthToken();
    // jsdom cannot navigate; record where the interceptor sends the shopper instead.
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...location,
        set href(url: string) {
          assigned = url;
        },
        get href() {
          return location.href;
        },
      },
    });
  });

  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    vi.restoreAllMocks();
  });

  function answer(status: number, body: object) {
    server.use(mswHttp.get('*/api/me', () => HttpResponse.json(body, { status })));
  }

  it.each([
    [401, { message: 'Unauthenticated' }],
    [403, { message: 'Forbidden' }],
    [400, { message: 'PICKBAZAR_ERROR.NOT_AUTHORIZED' }],
  ])('a %i %j with a token removes the token and goes home', async (status, body) => {
    setAuthToken('expired-token');
    answer(status, body);
    await expect(http.get('/me')).rejects.toBeInstanceOf(ApiError);
    expect(Cookies.get(AUTH_TOKEN_KEY)).toBeUndefined();
    expect(assigned).toBe('/');
  });

  it('a refused request made while signed out is only an error for the form that made it', async () => {
    answer(401, { message: 'PICKBAZAR_ERROR.NOT_AUTHORIZED' });
    await expect(http.get('/me')).rejects.toBeInstanceOf(ApiError);
    expect(assigned).toBeNull();
  });

  it('other errors keep the token', async () => {
    setAuthToken('good-token');
    answer(422, { message: 'PICKBAZAR_ERROR.VALIDATION_FAILED' });
    await expect(http.get('/me')).rejects.toBeInstanceOf(ApiError);
    expect(Cookies.get(AUTH_TOKEN_KEY)).toBe('good-token');
    expect(assigned).toBeNull();
  });
});

describe('isSessionExpired', () => {
  const error = (status: number | null, message = 'x') => new ApiError({ status, message });

  it('is 401, 403 or NOT_AUTHORIZED, for a request that carried a token', () => {
    expect(isSessionExpired(error(401), 'Bearer abc')).toBe(true);
    expect(isSessionExpired(error(403), 'Bearer abc')).toBe(true);
    expect(isSessionExpired(error(400, 'PICKBAZAR_ERROR.NOT_AUTHORIZED'), 'Bearer abc')).toBe(true);
    expect(isSessionExpired(error(404), 'Bearer abc')).toBe(false);
    expect(isSessionExpired(error(null), 'Bearer abc')).toBe(false);
  });

  it('is never a request sent signed out (an empty Bearer value) or without the header', () => {
    expect(isSessionExpired(error(401), 'Bearer ')).toBe(false);
    expect(isSessionExpired(error(401), undefined)).toBe(false);
  });
});
