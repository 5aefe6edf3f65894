import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, num, object, ref, str } from './common';

const shopProperties: Record<string, JsonSchema> = {
  id: int,
  owner_id: int,
  name: str,
  slug: str,
  description: nullable(str),
  cover_image: nullable(ref('Attachment')),
  logo: nullable(ref('Attachment')),
  is_active: bool,
  address: ref('ShopAddress'),
  settings: ref('ShopSettings'),
  language: str,
  translated_languages: arrayOf(str),
  created_at: str,
  updated_at: str,
  products_count: { ...int, description: 'Published products' },
  orders_count: {
    ...int,
    description:
      'Orders placed with the shop (one per checkout that holds its products), started from the demo sales history.',
  },
  owner: ref('ShopOwner'),
};

export const shopSchemas: Record<string, JsonSchema> = {
  ShopAddress: object({ street_address: str, city: str, state: str, zip: str, country: str }),
  ShopSettings: {
    ...object({
      contact: str,
      website: str,
      socials: arrayOf(object({ icon: str, url: str })),
      location: object({ lat: num, lng: num, city: str, state: str, country: str, formattedAddress: str }),
    }),
    description: 'Public shop settings. `notifications` (the owner’s notification address) is never served here.',
  },
  ShopOwner: {
    ...object({
      id: int,
      name: str,
      profile: nullable(object({ id: int, avatar: nullable(ref('Attachment')), bio: nullable(str) })),
    }),
    description: 'The public face of the owner: no email or other account details.',
  },
  ShopCategory: object({ id: int, name: str, slug: str }),
  Shop: object(shopProperties),
  ShopDetail: object({
    ...shopProperties,
    categories: { ...arrayOf(ref('ShopCategory')), description: 'Categories of the shop’s published products' },
  }),
  NearbyShop: object({
    ...shopProperties,
    distance: { ...num, description: 'Great-circle distance from the given point, in km (two decimals)' },
    lat: num,
    lng: num,
  }),
  StoreNotice: object({
    id: int,
    priority: { type: 'string', enum: ['high', 'medium', 'low'] },
    notice: str,
    description: nullable(str),
    effective_from: str,
    expired_at: nullable(str),
    type: str,
    shop_id: nullable(int),
    shop: nullable(object({ id: int, name: str, slug: str })),
    is_read: { ...bool, description: 'Always false for anonymous callers' },
    language: str,
    translated_languages: arrayOf(str),
    created_at: str,
    updated_at: str,
  }),
};
