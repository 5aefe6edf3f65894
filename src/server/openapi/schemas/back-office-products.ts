import { PRODUCT_STATUSES } from '@/shared/validation/back-office-products';
import type { JsonSchema } from '../../http/route';
import { arrayOf, int, nullable, object, ref, str } from './common';

const money: JsonSchema = { type: 'number', description: 'Currency units with two decimals' };
const named = object({ id: int, name: str });

const row = {
  id: int,
  slug: str,
  name: str,
  status: { type: 'string', enum: [...PRODUCT_STATUSES] },
  product_type: { type: 'string', enum: ['simple', 'variable'] },
  price: nullable(money),
  sale_price: nullable(money),
  min_price: money,
  max_price: money,
  quantity: int,
  shop: named,
  image: nullable(ref('Attachment')),
  updated_at: str,
};

/** The back office's products (issue 22 item 4). */
export const backOfficeProductSchemas: Record<string, JsonSchema> = {
  BackOfficeProductRow: object(row),
  BackOfficeProductPage: object({
    data: arrayOf(ref('BackOfficeProductRow')),
    per_page: int,
    has_more: { type: 'boolean', description: 'Another page follows (no total is counted)' },
    next_cursor: nullable({ type: 'string', description: 'Pass as `after` for the next page' }),
  }),
  BackOfficeProduct: object({
    ...row,
    description: str,
    type: named,
    gallery: arrayOf(ref('Attachment')),
    categories: arrayOf(named),
    tags: arrayOf(named),
    selling_price: nullable({ ...money, description: 'What a shopper pays now; null for a variable product' }),
    variation_count: int,
  }),
};
