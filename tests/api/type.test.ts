import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /types', () => {
  it('lists every type as a plain array with settings, banners and sliders', async () => {
    const res = await t.get('/types');
    expect(res.status).toBe(200);
    expectDocumented('get', '/types', 200, res.body);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    const layouts = new Set(res.body.map((type: any) => type.settings.layoutType));
    expect([...layouts].sort()).toEqual(['classic', 'compact', 'default', 'minimal', 'modern', 'standard']);
    expect(res.body.filter((type: any) => type.settings.isHome).map((type: any) => type.slug)).toEqual(['grocery']);
    for (const type of res.body) {
      expect(type.banners.length).toBeGreaterThan(0);
      expect(type.promotional_sliders.length).toBeGreaterThan(0);
    }
  });

  it('serves Arabic names with language=ar and falls back to English elsewhere', async () => {
    const ar = await t.get('/types?language=ar');
    const grocery = ar.body.find((type: any) => type.slug === 'grocery');
    expect(grocery.name).toBe('البقالة');
    expect(grocery.language).toBe('ar');
    expect(grocery.translated_languages).toEqual(['en', 'ar']);
    const de = await t.get('/types?language=de');
    expect(de.body.find((type: any) => type.slug === 'grocery')).toMatchObject({ name: 'Grocery', language: 'en' });
  });

  it('filters by name and sorts by name', async () => {
    const res = await t.get('/types?search=name:ook&orderBy=name&sortedBy=desc');
    expect(res.body.map((type: any) => type.slug)).toEqual(['books']);
    const sorted = await t.get('/types?orderBy=name&sortedBy=desc');
    const names = sorted.body.map((type: any) => type.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it.each([
    ['/types?orderBy=password', 'orderBy'],
    ['/types?search=secret:1', 'search'],
    ['/types?with=owner', 'with'],
    ['/types?limit=0', 'limit'],
    ['/types?language=%27%3B--', 'language'],
  ])('answers 400 with a clear message for %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expectDocumented('get', '/types', 400, res.body);
    expect(res.body.code).toBe('PICKBAZAR_ERROR.INVALID_QUERY');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/select|syntax error|at .*\.ts/i);
  });
});

describe('GET /types/{slug}', () => {
  it('finds a type by slug and by id', async () => {
    const bySlug = await t.get('/types/bakery');
    expect(bySlug.status).toBe(200);
    expectDocumented('get', '/types/{slug}', 200, bySlug.body);
    const byId = await t.get(`/types/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('bakery');
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.get('/types/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'PICKBAZAR_ERROR.NOT_FOUND' });
    expect(res.body.message).toContain('nope');
  });
});
