import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, object, ref, str } from './common';

const minor: JsonSchema = { type: 'integer', description: 'Money in integer minor units (cents)' };
const period = object({
  from: { type: 'string', description: 'Start of the period (UTC), ISO 8601' },
  orders: int,
  revenue_cents: minor,
});

/** The back office's shop page and dashboard (issue 22 items 5 and 6). */
export const backOfficeShopsSchemas: Record<string, JsonSchema> = {
  BackOfficeShopDetail: object({
    id: int,
    name: str,
    slug: str,
    description: nullable(str),
    logo: nullable(ref('Attachment')),
    cover_image: nullable(ref('Attachment')),
    address: ref('PostalAddress'),
    is_active: bool,
    can_edit: bool,
    can_activate: bool,
  }),
  BackOfficeDashboard: object({
    scope: { type: 'string', enum: ['all', 'shops'], description: 'all: the operator, every shop' },
    shop_ids: arrayOf(int),
    time_zone: { type: 'string', enum: ['UTC'], description: 'Days and months are UTC ones' },
    today: period,
    month: period,
    open_refunds: int,
    unanswered_questions: int,
    low_stock: object({
      threshold: int,
      count: { ...int, description: 'Counted up to 1,000: with count_exact false there are more' },
      count_exact: { ...bool, description: 'false when count stopped at its cap of 1,000' },
      products: arrayOf(object({ id: int, name: str, slug: str, quantity: int, shop: object({ id: int, name: str }) })),
    }),
  }),
};
