import { number } from 'yup';

/** Largest value of a PostgreSQL integer column: bigger ids cannot exist, so they are refused up front. */
const MAX_ID = 2_147_483_647;

/**
 * A row id in a query or path parameter (`product_id=12`, `/reviews/{id}`). An empty value counts as absent,
 * as the shop sometimes sends `product_id=` before it knows the product.
 */
export function idSchema(name: string) {
  const message = `${name} must be a positive whole number`;
  return number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(MAX_ID, `${name} is too large`);
}
