import type { AnySchema, SchemaDescription } from 'yup';
import type { JsonSchema } from '../http/route';

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  oneOf?: unknown[];
  meta?: { description?: string; example?: unknown };
};

/** Converts a yup schema's description into JSON Schema (2020-12, as OpenAPI 3.1 uses). */
export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe() as Description);
}

function convert(d: Description): JsonSchema {
  const out: JsonSchema = {};
  switch (d.type) {
    case 'string':
      out.type = 'string';
      break;
    case 'number':
      out.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    case 'array':
      out.type = 'array';
      if (d.innerType) out.items = convert(d.innerType);
      break;
    case 'object': {
      out.type = 'object';
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(d.fields ?? {})) {
        properties[name] = convert(field);
        if (!field.optional && !field.nullable) required.push(name);
      }
      out.properties = properties;
      if (required.length) out.required = required;
      break;
    }
    default:
      break;
  }
  for (const test of d.tests) {
    const p = (test.params ?? {}) as Record<string, unknown>;
    const n = (key: string) => p[key] as number;
    switch (test.name) {
      case 'min':
        if (out.type === 'string') out.minLength = n('min');
        else if (out.type === 'array') out.minItems = n('min');
        else out.minimum = n('min');
        break;
      case 'max':
        if (out.type === 'string') out.maxLength = n('max');
        else if (out.type === 'array') out.maxItems = n('max');
        else out.maximum = n('max');
        break;
      case 'email':
        out.format = 'email';
        break;
      case 'url':
        out.format = 'uri';
        break;
      case 'matches':
        if (p.regex instanceof RegExp) out.pattern = p.regex.source;
        break;
      case 'required':
        if (out.type === 'string') out.minLength = Math.max(Number(out.minLength ?? 0), 1);
        break;
      default:
        break;
    }
  }
  const values = (d.oneOf ?? []).filter((v) => v !== undefined);
  if (values.length) out.enum = values;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (d.meta?.description) out.description = d.meta.description;
  if (d.meta?.example !== undefined) out.examples = [d.meta.example];
  if (d.label) out.title = d.label;
  return out;
}
