import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, num, object, ref, str } from './common';

const layout = { type: 'string', enum: ['classic', 'modern', 'standard', 'minimal', 'compact', 'default'] };
const productCard = { type: 'string', enum: ['helium', 'neon', 'argon', 'krypton', 'xenon', 'radon'] };
const idNameSlug = object({ id: int, name: str, slug: str });
const translated = { language: str, translated_languages: arrayOf(str) };
/** A type's display settings; products carry their type's too (the product card to use). */
export const typeSettings = object({ isHome: bool, layoutType: layout, productCard });
const timestamps = { created_at: str, updated_at: str };

/** The options object of GET /settings: the keys the shop reads are required, other keys are allowed. */
const settingsOptions: JsonSchema = object({
  siteTitle: str,
  siteSubtitle: nullable(str),
  logo: nullable(ref('Attachment')),
  collapseLogo: nullable(ref('Attachment')),
  siteLink: nullable(str),
  copyrightText: nullable(str),
  externalText: nullable(str),
  externalLink: nullable(str),
  currency: { type: 'string', description: 'ISO 4217 code, e.g. USD' },
  currencyOptions: object({ formation: str, fractions: int }),
  taxClass: nullable({ type: 'string', description: 'Id of the tax class checkout applies (tax_classes)' }),
  shippingClass: nullable({
    type: 'string',
    description: 'Id of the global shipping class (shipping_classes); without one, products’ own classes apply',
  }),
  deliveryTime: arrayOf(object({ title: str, description: str })),
  paymentGateway: arrayOf(object({ name: str, title: str })),
  defaultPaymentGateway: str,
  useCashOnDelivery: bool,
  useEnableGateway: bool,
  useOtp: bool,
  guestCheckout: bool,
  useGoogleMap: bool,
  useMustVerifyEmail: bool,
  maximumQuestionLimit: int,
  isProductReview: bool,
  freeShipping: bool,
  freeShippingAmount: num,
  minimumOrderAmount: num,
  signupPoints: int,
  currencyToWalletRatio: num,
  maxShopDistance: num,
  enableTerms: bool,
  seo: object({
    metaTitle: nullable(str),
    metaDescription: nullable(str),
    metaTags: nullable(str),
    canonicalUrl: nullable(str),
    ogTitle: nullable(str),
    ogDescription: nullable(str),
    ogImage: nullable(ref('Attachment')),
    twitterHandle: nullable(str),
    twitterCardType: nullable(str),
  }),
  contactDetails: object({
    contact: nullable(str),
    emailAddress: nullable(str),
    website: nullable(str),
    socials: arrayOf(object({ url: str, icon: str })),
    location: nullable(
      object({ lat: num, lng: num, zip: str, city: str, state: str, country: str, formattedAddress: str }, [
        'zip',
        'city',
        'state',
        'country',
      ]),
    ),
  }),
});

export const catalogueSchemas: Record<string, JsonSchema> = {
  Banner: object({ id: int, type_id: int, title: str, description: nullable(str), image: nullable(ref('Attachment')) }),
  Type: object({
    id: int,
    name: str,
    slug: str,
    icon: nullable(str),
    language: str,
    translated_languages: arrayOf(str),
    settings: typeSettings,
    promotional_sliders: arrayOf(ref('Attachment')),
    banners: arrayOf(ref('Banner')),
    created_at: str,
    updated_at: str,
  }),
  Category: object({
    id: int,
    name: str,
    slug: str,
    ...translated,
    icon: nullable({ type: 'string', description: 'Icon component name, e.g. "FruitsVegetable"' }),
    image: nullable(ref('Attachment')),
    details: nullable(str),
    type_id: nullable(int),
    parent_id: nullable(int),
    parent: nullable(idNameSlug),
    type: nullable(idNameSlug),
    children: {
      ...arrayOf(ref('Category')),
      description: 'Direct sub-categories by position; their own `children` are empty',
    },
    products_count: { type: 'integer', description: 'Published products of active shops in this category' },
    ...timestamps,
  }),
  Tag: object({
    id: int,
    name: str,
    slug: str,
    icon: nullable(str),
    image: nullable(ref('Attachment')),
    details: nullable(str),
    type_id: nullable(int),
    type: nullable(idNameSlug),
    ...translated,
    products_count: { type: 'integer', description: 'Published products of active shops with this tag' },
    ...timestamps,
  }),
  SettingsOptions: settingsOptions,
  Settings: object({
    id: int,
    options: ref('SettingsOptions'),
    language: { type: 'string', description: 'Language of the row served (en when the asked one has none)' },
    ...timestamps,
  }),
};
