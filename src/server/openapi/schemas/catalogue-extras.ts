import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, num, object, page, ref, str } from './common';

const scope = { type: 'string', enum: ['global', 'shop'] };
const translated = { language: str, translated_languages: arrayOf(str), created_at: str, updated_at: str };

const flashSale: Record<string, JsonSchema> = {
  id: int,
  title: str,
  slug: str,
  description: nullable(str),
  start_date: str,
  end_date: str,
  image: nullable(ref('Attachment')),
  cover_image: nullable(ref('Attachment')),
  type: { type: 'string', enum: ['percentage', 'fixed'] },
  rate: { ...num, description: 'Whole percent off (percentage) or the amount off in currency units (fixed)' },
  sale_status: bool,
  sale_builder: object({ data_type: str }),
  products_count: { ...int, description: 'Published products of active shops in the campaign' },
  ...translated,
};

/** FAQs, terms and conditions, flash sales (CONTRACT §4 "Others the shop calls"). */
export const catalogueExtrasSchemas: Record<string, JsonSchema> = {
  Faq: object({
    id: int,
    faq_title: str,
    faq_description: str,
    slug: str,
    faq_type: scope,
    issued_by: str,
    shop_id: nullable(int),
    user_id: { type: 'null' },
    ...translated,
  }),
  FaqPage: page(ref('Faq'), 'laravel'),
  TermsAndConditions: object({
    id: int,
    title: str,
    slug: str,
    description: str,
    type: scope,
    issued_by: str,
    is_approved: { ...bool, description: 'Always true: drafts are never public' },
    shop_id: nullable(int),
    user_id: { type: 'null' },
    ...translated,
  }),
  TermsAndConditionsPage: page(ref('TermsAndConditions'), 'laravel'),
  FlashSale: object(
    {
      ...flashSale,
      products: {
        ...arrayOf(ref('Product')),
        description: 'With with=products: up to 12 of its products at their campaign prices',
      },
    },
    ['products'],
  ),
  FlashSalePage: page(ref('FlashSale'), 'laravel'),
};
