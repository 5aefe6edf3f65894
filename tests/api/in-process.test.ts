import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInProcessApi, markedBodyText, setInProcessApi } from '@/shared/in-process-api';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  setInProcessApi(undefined);
  await t?.close();
});

describe('in-process API transport', () => {
  it('is absent until the server registers it', () => {
    setInProcessApi(undefined);
    expect(getInProcessApi()).toBeUndefined();
  });

  it('answers API requests without any network listener once registered', async () => {
    setInProcessApi((request) => Promise.resolve(t.app.fetch(request)));
    const fetcher = getInProcessApi();
    expect(fetcher).toBeDefined();
    const res = await fetcher!(new Request('http://in-process/api/types?language=ar'));
    expect(res.status).toBe(200);
    const types = (await res.json()) as { slug: string; language: string }[];
    expect(types.find((type) => type.slug === 'grocery')?.language).toBe('ar');
  });

  it('marks a JSON answer with the very text of its body, and only while the body is that text', async () => {
    const paths = ['/api/types?language=ar', '/api/products?limit=3', '/api/settings', '/api/categories?limit=2'];
    for (const path of paths) {
      const res = await t.app.fetch(new Request(`http://in-process${path}`));
      expect(res.status, path).toBe(200);
      // The API's header middleware runs after the answer is made: the answer keeps its mark and gets the headers.
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      const marked = markedBodyText(res);
      expect(marked, path).toEqual(expect.any(String));
      expect(await res.text(), path).toBe(marked);
    }
    // A compressed answer's body is bytes, not the text: no mark.
    const gzipped = await t.app.fetch(
      new Request('http://in-process/api/products?limit=20', { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(markedBodyText(gzipped)).toBeUndefined();
  });
});
