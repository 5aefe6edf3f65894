import type { ArtSpec } from '../art-spec';
import type { LayoutType, NoticePriority, ProductCard, CouponType, ProductStatus } from '../../db/schema';

/**
 * Shapes of the demo catalogue, written as plain data in ../data. English text lives in the base fields;
 * `ar` (and any other language key under `i18n`) holds translations of the same fields.
 */
export type I18n<Fields extends string> = Partial<Record<string, Partial<Record<Fields, string>>>>;

export interface SeedType {
  slug: string;
  name: string;
  icon: string;
  layoutType: LayoutType;
  productCard: ProductCard;
  isHome?: boolean;
  i18n: I18n<'name'>;
  banners: { title: string; description: string; art: ArtSpec; i18n: I18n<'title' | 'description'> }[];
  sliders: ArtSpec[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  icon?: string;
  details?: string;
  art?: ArtSpec;
  i18n: I18n<'name' | 'details'>;
  children?: SeedCategory[];
}

export interface SeedTag {
  slug: string;
  name: string;
  type: string;
  icon?: string;
  details?: string;
  i18n: I18n<'name' | 'details'>;
}

export interface SeedShop {
  slug: string;
  name: string;
  description: string;
  isActive?: boolean;
  owner: { name: string; email: string };
  address: { street_address: string; city: string; state: string; zip: string; country: string };
  lat: number;
  lng: number;
  contact: string;
  website: string;
  logo: ArtSpec;
  cover: ArtSpec;
  i18n: I18n<'name' | 'description'>;
  notices: { priority: NoticePriority; notice: string; description: string; i18n: I18n<'notice' | 'description'> }[];
}

export interface SeedConcern {
  slug: string;
  name: string;
  description: string;
  website: string;
  art: ArtSpec;
  i18n: I18n<'name' | 'description'>;
}

export interface SeedManufacturer {
  slug: string;
  name: string;
  type: string;
  concern?: string;
  description: string;
  website: string;
  art: ArtSpec;
  i18n: I18n<'name' | 'description'>;
}

export interface SeedAuthor {
  slug: string;
  name: string;
  bio: string;
  quote: string;
  born: string;
  death?: string;
  languages: string;
  art: ArtSpec;
  i18n: I18n<'name' | 'bio' | 'quote'>;
}

export interface SeedAttribute {
  slug: string;
  name: string;
  i18n: I18n<'name'>;
  values: { slug: string; value: string; meta?: string; i18n: I18n<'value'> }[];
}

export interface SeedVariation {
  /** attribute slug → value slug, e.g. { size: 'm', color: 'red' } */
  options: Record<string, string>;
  price: number;
  salePrice?: number;
  quantity: number;
  isDigital?: boolean;
}

export interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  type: string;
  shop: string;
  categories: string[];
  tags?: string[];
  unit: string;
  /** Prices in currency units (e.g. 2.5 = $2.50). Ignored for variable products (taken from variations). */
  price: number;
  salePrice?: number;
  quantity: number;
  status?: ProductStatus;
  featured?: boolean;
  author?: string;
  manufacturer?: string;
  /** A digital product: an e-book or other file delivered after purchase. */
  digitalFile?: { fileName: string };
  art: ArtSpec;
  gallery?: ArtSpec[];
  variations?: SeedVariation[];
  i18n: I18n<'name' | 'description' | 'unit'>;
}

export interface SeedCoupon {
  code: string;
  description: string;
  type: CouponType;
  /** Currency units for fixed, percent for percentage, 0 for free_shipping. */
  amount: number;
  minimumCartAmount?: number;
  /** Days relative to the seeding moment; negative is the past. */
  activeFromDays: number;
  expireInDays: number;
  art: ArtSpec;
  i18n: I18n<'description'>;
}

export interface SeedReviewTemplate {
  rating: number;
  comment: string;
}

export interface SeedQuestionTemplate {
  question: string;
  answer: string | null;
}

/** Everything one product type contributes to the demo catalogue (one file per type in ../data/catalogue). */
export interface SeedTypeCatalogue {
  type: string;
  categories: SeedCategory[];
  /** Tags are attached to this type. */
  tags: Omit<SeedTag, 'type'>[];
  manufacturers: Omit<SeedManufacturer, 'type'>[];
  /** `type` is filled in from the catalogue. */
  products: Omit<SeedProduct, 'type'>[];
}
