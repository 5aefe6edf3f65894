import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@/server/routes';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refs(value, out);
    }
  }
  return out;
}

describe('GET /openapi.json', () => {
  it('describes every route of the route table, generated from it', async () => {
    const res = await t.get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const route of apiRoutes) {
      const operation = doc.paths[route.path]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.summary).toBe(route.summary);
      expect(Object.keys(operation.responses)).toContain(String(route.response.status ?? 200));
    }
    const operations = Object.values(doc.paths).flatMap((p: any) => Object.values(p)) as any[];
    expect(operations).toHaveLength(apiRoutes.length);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents path and query parameters and request bodies from the yup schemas', async () => {
    const doc = (await t.get('/openapi.json')).body;
    const products = doc.paths['/products'].get.parameters.map((p: any) => p.name);
    expect(products).toEqual(
      expect.arrayContaining(['language', 'search', 'searchJoin', 'orderBy', 'sortedBy', 'with', 'limit', 'page']),
    );
    const detail = doc.paths['/products/{slug}'].get.parameters.find((p: any) => p.in === 'path');
    expect(detail).toMatchObject({ name: 'slug', required: true });
    const contact = doc.paths['/contact-us'].post.requestBody.content['application/json'].schema;
    expect(contact.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'description']));
    expect(contact.properties.email.format).toBe('email');
    const limit = doc.paths['/popular-products'].get.parameters.find((p: any) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
  });

  it('has only resolvable references and schemas a JSON Schema 2020-12 validator accepts', async () => {
    const doc = (await t.get('/openapi.json')).body;
    for (const ref of refs(doc)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    for (const [path, methods] of Object.entries(doc.paths) as [string, any][]) {
      for (const [method, operation] of Object.entries(methods) as [string, any][]) {
        for (const [status, response] of Object.entries(operation.responses) as [string, any][]) {
          const schema = JSON.parse(
            // JSON answers, or a file download's declared type (GET /download_url/token/{token}).
            JSON.stringify((Object.values(response.content)[0] as any).schema).replaceAll(
              '"#/components',
              '"doc#/components',
            ),
          );
          expect(() => ajv.compile(schema), `${method} ${path} ${status}`).not.toThrow();
        }
      }
    }
  });
});
