import type { Answer } from '../api/helpers/accounts';
import type { CallOptions } from '../api/helpers/orders';

/** An answer over HTTP, with the instance that gave it (`X-Instance`, set from INSTANCE_NAME). */
export interface ClusterAnswer extends Answer {
  instance: string | null;
}

export interface HttpApi {
  get(path: string, options?: CallOptions): Promise<ClusterAnswer>;
  post(path: string, body: unknown, options?: CallOptions): Promise<ClusterAnswer>;
  /** Any request under /api, for bodies that are not JSON (uploads). */
  send(path: string, init: RequestInit & { token?: string }): Promise<ClusterAnswer>;
}

async function answer(res: Response): Promise<ClusterAnswer> {
  const text = await res.text();
  const body = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, body, headers: res.headers, instance: res.headers.get('x-instance') };
}

/** The API at `origin` (nginx or one instance) over real HTTP, in the shape of the in-process test helpers. */
export function httpApi(origin: string): HttpApi {
  const call = async (method: string, path: string, body: unknown, o: CallOptions = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    return answer(await fetch(`${origin}/api${path}`, init));
  };
  return {
    get: (path, o) => call('GET', path, undefined, o),
    post: (path, body, o) => call('POST', path, body, o),
    send: async (path, { token, headers, ...init }) =>
      answer(
        await fetch(`${origin}/api${path}`, {
          ...init,
          headers: { ...(headers as Record<string, string>), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }),
      ),
  };
}

/** The instances that answered, sorted and without repeats. */
export const instancesOf = (answers: { instance: string | null }[]) =>
  [...new Set(answers.map((a) => a.instance))].sort();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
