import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { buildOpenApi } from '@/server/openapi/build';
import { apiRoutes } from '@/server/routes';

const doc = buildOpenApi(apiRoutes) as {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, unknown> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: doc.components });

const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * Asserts that `body` has the shape the OpenAPI document promises for this operation and status,
 * so the published description and the real answers cannot drift apart.
 */
export function expectDocumented(method: string, path: string, status: number, body: unknown): void {
  const key = `${method} ${path} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const response = doc.paths[path]?.[method]?.responses?.[String(status)];
    if (!response) throw new Error(`OpenAPI documents no ${status} answer for ${method.toUpperCase()} ${path}`);
    const schema = JSON.parse(
      JSON.stringify(response.content['application/json'].schema).replaceAll('"#/components', '"openapi#/components'),
    );
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  const ok = validate(body);
  expect(ok ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n').slice(0, 10)).toEqual([]);
}
