import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { publicSettings, usesBuiltInApi } from '@/config/public-env';
import { getInProcessApi, type InProcessFetch, markedBodyText } from '@/shared/in-process-api';
import { getAuthToken } from './auth-token';
import { removeAuthToken } from './save-auth-token';
import type { PathOf, SendInit } from './wire';
import { ApiError, type FieldErrors, GENERIC_ERROR, toApiError } from './errors';

/** SPEC §9: the HTTP timeout. */
export const HTTP_TIMEOUT_MS = 5_000_000;
const NOT_AUTHORIZED = 'PICKBAZAR_ERROR.NOT_AUTHORIZED';

const onServer = typeof window === 'undefined';

/**
 * On the server, requests to the built-in API are answered in-process (no HTTP round trip to our own
 * process); the adapter turns the axios request into a fetch Request and back.
 */
const inProcessAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
  const fetcher = getInProcessApi();
  if (!fetcher) throw new Error('the in-process API is not registered');
  const url = axios.getUri(config);
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    // No compression in-process: the bytes never leave this process.
    if (value !== undefined && value !== null && name.toLowerCase() !== 'accept-encoding')
      headers.set(name, String(value));
  }
  const body = config.data === undefined || config.method === 'get' ? undefined : (config.data as BodyInit);
  const res = await fetcher(new Request(url, { method: (config.method ?? 'get').toUpperCase(), headers, body }));
  const response: AxiosResponse = {
    data: await res.text(),
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers.entries()),
    config,
    request: null,
  };
  if (config.validateStatus && !config.validateStatus(res.status)) {
    throw new AxiosError(
      `Request failed with status code ${res.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  }
  return response;
};

function baseURL(): string {
  const { restApiEndpoint, siteUrl } = publicSettings();
  if (!usesBuiltInApi()) return restApiEndpoint;
  // Relative in the browser; any absolute origin will do in-process, the API only reads the path.
  return onServer ? `${siteUrl}${restApiEndpoint}` : restApiEndpoint;
}

const networkAdapter = axios.getAdapter(axios.defaults.adapter);

export const http = axios.create({
  baseURL: baseURL(),
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  adapter: (config) =>
    typeof window === 'undefined' && usesBuiltInApi() && getInProcessApi()
      ? inProcessAdapter(config)
      : networkAdapter(config),
});

http.interceptors.request.use((config) => {
  // CONTRACT §1: the token travels on every request; signed out it is an empty Bearer value.
  const token = onServer ? '' : (getAuthToken() ?? '');
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Field messages as lists of strings; a provider's single string per field is taken as a list of one. */
function fieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value)
    .map(([field, messages]) => [field, [messages].flat().filter((m): m is string => typeof m === 'string')] as const)
    .filter(([, messages]) => messages.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Any failure of a request as one ApiError: the API's `{message, code, errors?}` body, a provider's message-only
 * body, a body that is not JSON (a proxy's HTML error page), or no answer at all (network error, timeout).
 * The in-process adapter fails the way the network one does, so server-side rendering gets the same errors.
 */
function normaliseError(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) return toApiError(error);
  const response = error.response;
  if (!response) return new ApiError({ status: null, message: GENERIC_ERROR }, { cause: error });
  return bodyError(response.status, response.data, error);
}

/** The ApiError an answer's `{message, code, errors?}` body stands for (any other body: the generic message). */
function bodyError(status: number, data: unknown, cause?: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  return new ApiError(
    {
      status,
      message: typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR,
      code: typeof body.code === 'string' ? body.code : undefined,
      errors: fieldErrors(body.errors),
    },
    cause === undefined ? undefined : { cause },
  );
}

/**
 * SPEC §4 session expiry: 401, 403 or NOT_AUTHORIZED → token removed, back to the home page. Only for requests
 * that carried a token (`authorization`: the header the request was sent with): a refused sign-in attempt (a
 * wrong Google token, a disabled account) is not an expired session, and its message belongs on the form that
 * made it.
 */
export function isSessionExpired(error: ApiError, authorization: unknown): boolean {
  if (typeof authorization !== 'string' || !/^Bearer\s+\S/.test(authorization)) return false;
  return error.status === 401 || error.status === 403 || error.message === NOT_AUTHORIZED;
}

/**
 * The sign-in answers (CONTRACT §5/§9): refused credentials come back with HTTP 200 and no token; registration
 * and social sign-in also need a non-empty permissions list (SPEC §4). The value: whether permissions are needed.
 */
const SIGN_IN_PATHS: Readonly<Partial<Record<PathOf<'post'>, boolean>>> = {
  '/token': false,
  '/register': true,
  '/social-login-token': true,
  '/otp-login': false,
  '/otp/otp-login': false,
};

/** The path of a request relative to the API's base (`/token`), without the query. */
function requestPath(config: InternalAxiosRequestConfig): string {
  const url = (config.url ?? '').split('?')[0] ?? '';
  const base = config.baseURL ?? '';
  const relative = base && url.startsWith(base) ? url.slice(base.length) : url;
  return `/${relative.replace(/^\/+/, '')}`;
}

/**
 * An answer that says no with HTTP 200, as the ApiError it stands for: a provider's `{success: false, message}`
 * (a wrong current password, a refused code, a failed text message) or a sign-in answer without a token
 * (error-credential-wrong). Null for an answer that is what it looks like.
 */
export function refusalOf(response: AxiosResponse): ApiError | null {
  const body: unknown = response.data;
  if (!isRecord(body)) return null;
  if (body.success === false) return bodyError(response.status, body);
  const needsPermissions = SIGN_IN_PATHS[requestPath(response.config) as PathOf<'post'>];
  if (needsPermissions === undefined || response.config.method?.toLowerCase() !== 'post') return null;
  const permissions = Array.isArray(body.permissions) ? body.permissions : [];
  if (typeof body.token === 'string' && body.token && (!needsPermissions || permissions.length > 0)) return null;
  return new ApiError({ status: response.status, message: 'error-credential-wrong' });
}

http.interceptors.response.use(
  (response) => {
    const refusal = refusalOf(response);
    if (refusal) throw refusal;
    return response;
  },
  (error: unknown) => {
    const failure = normaliseError(error);
    const sent = axios.isAxiosError(error)
      ? AxiosHeaders.from(error.config?.headers ?? {}).get('Authorization')
      : undefined;
    if (!onServer && isSessionExpired(failure, sent)) {
      removeAuthToken();
      // A full load of the home page, so no signed-in state survives in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.href = '/';
    }
    return Promise.reject(failure);
  },
);

/** Query values worth sending: undefined, null and empty ones are left out. */
function cleanQuery(query: object = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * One request of call.ts: fills the path's `{name}` parts from `params` (encoded), sends the query and body, and
 * answers the body. Failures are ApiErrors from the interceptors above.
 */
export async function send<T>(method: string, path: string, { params, query, body, headers }: SendInit): Promise<T> {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  // The test written out first: the bundler drops this branch from the browser's build, and readInProcess with it.
  if (typeof window === 'undefined' && method === 'get' && body === undefined && headers === undefined) {
    const fetcher = usesBuiltInApi() ? getInProcessApi() : undefined;
    if (fetcher) return readInProcess<T>(fetcher, inProcessUri(url, cleanQuery(query)));
  }
  const response = await http.request<T>({
    method,
    url,
    params: cleanQuery(query),
    // A POST always carries JSON, `{}` when the endpoint reads none (logout, resend verification), as providers expect.
    data: body === undefined && method === 'post' ? {} : body,
    // FormData goes as multipart (axios sets the boundary); under the default JSON type axios would serialise it.
    headers: body instanceof FormData ? { ...headers, 'Content-Type': 'multipart/form-data' } : headers,
  });
  return response.data;
}

/** axios' encoding of a query value (buildURL's `encode`): `:`, `$`, `,` kept, a space as `+`. */
const encodeQueryValue = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * `http.getUri({ url, params })` for a path and plain values (strings, numbers, booleans), as axios writes it, without
 * axios merging its defaults into a config first (1–2 % of a page's server CPU for a page's five calls); anything
 * else goes to axios. `in-process-uri.test.ts` compares the two.
 */
export function inProcessUri(url: string, params: Record<string, unknown>): string {
  let query = '';
  for (const [name, value] of Object.entries(params)) {
    const type = typeof value;
    const plain = type === 'string' || type === 'number' || type === 'boolean';
    if (!plain || !/^[\w.]+$/.test(name)) return http.getUri({ url, params });
    query += `${query ? '&' : ''}${encodeQueryValue(name)}=${encodeQueryValue(String(value))}`;
  }
  if (!/^\/(?!\/)[^?#]*$/.test(url)) return http.getUri({ url, params });
  const base = (http.defaults.baseURL ?? '').replace(/\/?\/$/, '');
  return `${base}${url}${query ? `?${query}` : ''}`;
}

/** What every server-rendering request carries: JSON both ways and the token of nobody (see the interceptor). */
const IN_PROCESS_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer ' };

/**
 * A GET of server-side rendering to the built-in API, past axios: the same address (axios' `getUri`), the
 * same headers, body and ApiErrors as the adapter and interceptors above, without merging configs, building
 * header objects and running transforms for each of a page's several calls (about 3 % of a page's server CPU).
 */
async function readInProcess<T>(fetcher: InProcessFetch, url: string): Promise<T> {
  let res: Response;
  let text: string;
  try {
    res = await fetcher(new Request(url, { headers: IN_PROCESS_HEADERS }));
    text = markedBodyText(res) ?? (await res.text());
  } catch (error) {
    throw toApiError(error);
  }
  // As axios reads an answer: JSON when it parses, the text otherwise.
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: a proxy's error page, kept as text
  }
  if (res.status < 200 || res.status >= 300) throw bodyError(res.status, data);
  if (isRecord(data) && data.success === false) throw bodyError(res.status, data);
  return data as T;
}
