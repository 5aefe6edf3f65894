import { yupToJsonSchema } from './yup-json-schema';
import type { AnyRoute, JsonSchema } from '../http/route';
import { componentSchemas } from './components';

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed query: unknown field, sort column or relation, bad paging or search syntax',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Body is not JSON',
  422: 'Invalid body; `errors` holds messages per field',
  429: 'Rate limited; see the Retry-After header',
  500: 'Unexpected server error',
};

function parametersOf(route: AnyRoute): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathSchema = route.params ? yupToJsonSchema(route.params) : null;
  for (const name of [...route.path.matchAll(/\{([a-zA-Z_]+)\}/g)].map((m) => m[1]!)) {
    const schema = (pathSchema?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? { type: 'string' };
    const { description, ...rest } = schema;
    out.push({ name, in: 'path', required: true, schema: rest, ...(description ? { description } : {}) });
  }
  out.push({
    name: 'language',
    in: 'query',
    required: false,
    description: 'Catalogue language (en default; ar translated; others fall back to English)',
    schema: { type: 'string', default: 'en' },
  });
  if (route.query) {
    const q = yupToJsonSchema(route.query);
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((q.properties as Record<string, JsonSchema>) ?? {})) {
      const { description, ...rest } = schema;
      out.push({
        name,
        in: 'query',
        required: required.has(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  return out;
}

/** The OpenAPI 3.1 document, generated from the route table itself. */
export function buildOpenApi(routes: readonly AnyRoute[], serverUrl = '/api'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const status = String(route.response.status ?? 200);
    const responses: Record<string, JsonSchema> = {
      [status]: {
        description: route.response.description,
        content: { [route.response.contentType ?? 'application/json']: { schema: route.response.schema } },
      },
    };
    const errorStatuses = new Set([
      400,
      404,
      500,
      ...(route.body ? [413, 415, 422] : []),
      ...(route.rateLimit ? [429] : []),
      ...(route.errors ?? []),
    ]);
    for (const code of [...errorStatuses].sort()) {
      responses[String(code)] = {
        description: ERROR_TEXT[code] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const operation: JsonSchema = {
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      parameters: parametersOf(route),
      responses,
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: yupToJsonSchema(route.body) } },
      };
    }
    if (route.files) {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [route.files],
              properties: { [route.files]: { type: 'array', items: { type: 'string', format: 'binary' } } },
            },
          },
        },
      };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PickBazar-compatible storefront API',
      version: '1.0.0',
      description:
        'The built-in provider API of the storefront. Wire shapes follow the PickBazar provider contract; list endpoints accept the search grammar search=field:value;…, searchJoin, searchFields, orderBy/sortedBy, with, filter, limit and page. Errors share one body: {message, code, errors?}.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: componentSchemas },
  };
}
