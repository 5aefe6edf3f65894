import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInProcessApi, setInProcessApi } from '@/shared/in-process-api';
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
});
