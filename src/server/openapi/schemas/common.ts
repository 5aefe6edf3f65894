import type { JsonSchema } from '../../http/route';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object whose listed properties are all required. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
  };
}

/** A paginated list (CONTRACT §2): `laravel` has `links` and null URLs; `helper` has "" URLs and no links. */
export function page(item: JsonSchema, kind: 'laravel' | 'helper'): JsonSchema {
  const url = kind === 'laravel' ? nullable(str) : str;
  const properties: Record<string, JsonSchema> = {
    data: arrayOf(item),
    current_page: int,
    first_page_url: str,
    from: nullable(int),
    last_page: int,
    last_page_url: str,
    next_page_url: url,
    path: str,
    per_page: int,
    prev_page_url: url,
    to: nullable(int),
    total: int,
  };
  if (kind === 'laravel') {
    properties.links = arrayOf(object({ url: nullable(str), label: str, active: bool }));
  }
  return object(properties);
}

export const commonSchemas: Record<string, JsonSchema> = {
  Error: object(
    {
      message: { type: 'string', description: 'What went wrong, for people' },
      code: { type: 'string', description: 'Stable code, e.g. PICKBAZAR_ERROR.NOT_FOUND' },
      errors: {
        type: 'object',
        additionalProperties: arrayOf(str),
        description: 'Messages (translation keys) per field',
      },
    },
    ['errors'],
  ),
  Attachment: object({ id: int, original: str, thumbnail: str, file_name: str }, ['file_name']),
  Translated: object({ language: str, translated_languages: arrayOf(str) }),
};
