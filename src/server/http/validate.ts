import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import { AppError } from '../errors';
import { describeKey } from '@/shared/validation/messages';

/** Collects yup's failures into `{field: [message]}`. */
export function fieldErrors(err: ValidationError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const list = err.inner.length > 0 ? err.inner : [err];
  for (const e of list) {
    const field = e.path || '_';
    // One message per problem: a value failing two rules with the same message (0.5 is neither whole nor ≥ 1)
    // is told once.
    const messages = (out[field] ??= []);
    for (const message of e.errors) if (!messages.includes(message)) messages.push(message);
  }
  return out;
}

/**
 * Validates and casts `value`; unknown keys are dropped. Query and path problems answer 400, body problems 422
 * (CONTRACT §11), each with field errors. Messages that are translation keys are spelled out in `message`.
 */
export async function validateInput<T extends AnyObject>(
  schema: ObjectSchema<T>,
  value: unknown,
  where: 'query' | 'params' | 'body',
): Promise<T> {
  try {
    return (await schema.validate(value, { abortEarly: false, stripUnknown: true })) as T;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors = fieldErrors(err);
    const summary = Object.entries(errors)
      .map(([field, messages]) => `${field}: ${messages.map(describeKey).join('; ')}`)
      .join(' · ');
    if (where === 'body')
      throw new AppError('VALIDATION_FAILED', `Please correct the highlighted fields. ${summary}`, { errors });
    throw new AppError('INVALID_QUERY', `Invalid ${where === 'query' ? 'query parameter' : 'path'}: ${summary}`, {
      errors,
    });
  }
}
