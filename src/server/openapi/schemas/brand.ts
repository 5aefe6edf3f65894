import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, object, ref, str } from './common';

const social = object({ icon: str, url: str });
const idNameSlug = object({ id: int, name: str, slug: str });
const translated = { language: str, translated_languages: arrayOf(str) };
const timestamps = { created_at: str, updated_at: str };

const concern = {
  id: int,
  name: str,
  slug: str,
  description: nullable(str),
  image: nullable(ref('Attachment')),
  cover_image: nullable(ref('Attachment')),
  website: nullable(str),
  manufacturers_count: { ...int, description: 'Approved manufacturers of the concern' },
  products_count: {
    ...int,
    description: 'Published products of active shops whose manufacturer belongs to the concern',
  },
  ...translated,
  ...timestamps,
};

/** Authors, manufacturers (brands, publishers) and the concerns owning them: CONTRACT §4 and §11. */
export const brandSchemas: Record<string, JsonSchema> = {
  Author: object({
    id: int,
    name: str,
    slug: str,
    ...translated,
    is_approved: bool,
    bio: nullable(str),
    quote: nullable(str),
    born: nullable(str),
    death: nullable(str),
    languages: nullable(str),
    socials: arrayOf(social),
    image: nullable(ref('Attachment')),
    cover_image: nullable(ref('Attachment')),
    products_count: { ...int, description: 'Published products of active shops' },
    ...timestamps,
  }),
  Manufacturer: object({
    id: int,
    name: str,
    slug: str,
    ...translated,
    is_approved: bool,
    description: nullable(str),
    website: nullable(str),
    socials: arrayOf(social),
    image: nullable(ref('Attachment')),
    cover_image: nullable(ref('Attachment')),
    products_count: { ...int, description: 'Published products of active shops' },
    type: nullable(idNameSlug),
    type_id: nullable(int),
    concern: nullable(idNameSlug),
    ...timestamps,
  }),
  Concern: object(concern),
  ConcernDetail: object({
    ...concern,
    manufacturers: arrayOf(object({ id: int, name: str, slug: str, image: nullable(ref('Attachment')) })),
  }),
};
