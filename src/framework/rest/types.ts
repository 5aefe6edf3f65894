/**
 * Wire types of the provider REST API (CONTRACT.md §2–§4), as the storefront reads them. Fields the
 * storefront does not use may be absent; a provider may send more.
 */
export interface Attachment {
  id: number | string;
  original: string;
  thumbnail: string;
  file_name?: string;
}

export interface Translated {
  language?: string;
  translated_languages?: string[];
}

/** CONTRACT §2 list envelope (Laravel paginator or the products/categories helper). */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from?: number | null;
  to?: number | null;
  next_page_url?: string | null;
  prev_page_url?: string | null;
}

export type LayoutType = 'classic' | 'modern' | 'standard' | 'minimal' | 'compact' | 'default';
export type ProductCardVariant = 'helium' | 'neon' | 'argon' | 'krypton' | 'xenon' | 'radon';

export interface Banner {
  id: number;
  title: string;
  description?: string | null;
  image?: Attachment | null;
}

export interface Type extends Translated {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  banners?: Banner[];
  promotional_sliders?: Attachment[];
  settings?: { isHome?: boolean; layoutType?: LayoutType; productCard?: ProductCardVariant };
}

export interface Category extends Translated {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  details?: string | null;
  image?: Attachment | null;
  parent_id?: number | null;
  parent?: { id?: number; name: string; slug?: string } | null;
  children?: Category[];
  products_count?: number;
  type?: { id: number; name: string; slug: string } | null;
}

export interface Tag extends Translated {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  image?: Attachment | null;
  details?: string | null;
}

export interface IdNameSlug {
  id: number;
  name: string;
  slug: string;
}

export interface ShopSummary extends IdNameSlug {
  logo?: Attachment | null;
}

export interface VariationAttribute {
  id: number;
  slug: string;
  name: string;
  values?: { id: number; slug?: string; value: string; meta?: string | null }[];
}

/** One attribute value the product is offered in (grouped by attribute.slug on the product page). */
export interface Variation {
  id: number;
  slug?: string;
  value: string;
  meta?: string | null;
  attribute_id: number;
  attribute: VariationAttribute;
}

export interface VariationOption {
  id: number;
  title: string;
  price: string | number;
  sale_price?: string | number | null;
  quantity: number;
  is_disable?: boolean | number;
  sku?: string | null;
  image?: Attachment | null;
  is_digital?: boolean;
  options: { name: string; value: string }[];
}

export interface Product extends Translated {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  type?: (IdNameSlug & { settings?: Type['settings'] }) | null;
  type_id?: number;
  shop?: ShopSummary | null;
  shop_id?: number;
  product_type: 'simple' | 'variable';
  price?: number | null;
  sale_price?: number | null;
  min_price?: number | null;
  max_price?: number | null;
  quantity: number;
  in_stock?: boolean;
  unit?: string | null;
  sku?: string | null;
  image?: Attachment | null;
  gallery?: Attachment[];
  status?: string;
  is_digital?: boolean;
  is_external?: boolean;
  external_product_url?: string | null;
  external_product_button_text?: string | null;
  ratings?: number;
  total_reviews?: number;
  rating_count?: { rating: number; total: number }[];
  author?: IdNameSlug | null;
  manufacturer?: IdNameSlug | null;
  categories?: (IdNameSlug & { parent_id?: number | null })[];
  tags?: IdNameSlug[];
  variations?: Variation[];
  variation_options?: VariationOption[];
  related_products?: Product[];
  sold_quantity?: number;
  orders_count?: number;
  in_wishlist?: boolean;
  created_at?: string;
}

export interface PostalAddress {
  street_address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface Shop extends Translated {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  logo?: Attachment | null;
  cover_image?: Attachment | null;
  is_active?: boolean;
  address?: PostalAddress | null;
  settings?: {
    contact?: string;
    website?: string;
    socials?: { icon: string; url: string }[];
    location?: { lat?: number; lng?: number; formattedAddress?: string };
  } | null;
  products_count?: number;
  orders_count?: number;
  distance?: number;
  lat?: number;
  lng?: number;
  categories?: IdNameSlug[];
  created_at?: string;
}

export interface StoreNotice {
  id: number;
  priority: 'high' | 'medium' | 'low';
  notice: string;
  description?: string | null;
  effective_from?: string;
  expired_at?: string | null;
}

export interface Author extends Translated {
  id: number;
  name: string;
  slug: string;
  bio?: string | null;
  quote?: string | null;
  born?: string | null;
  death?: string | null;
  languages?: string | null;
  image?: Attachment | null;
  cover_image?: Attachment | null;
  products_count?: number;
  socials?: { icon: string; url: string }[] | null;
}

export interface Manufacturer extends Translated {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  website?: string | null;
  image?: Attachment | null;
  cover_image?: Attachment | null;
  products_count?: number;
  type?: IdNameSlug | null;
  concern?: IdNameSlug | null;
}

export interface Concern extends Translated {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  website?: string | null;
  image?: Attachment | null;
  cover_image?: Attachment | null;
  products_count?: number;
  manufacturers_count?: number;
  manufacturers?: (IdNameSlug & { image?: Attachment | null })[];
}

export interface Coupon extends Translated {
  id: number;
  code: string;
  description?: string | null;
  image?: Attachment | null;
  type: 'fixed' | 'percentage' | 'free_shipping';
  amount: number;
  minimum_cart_amount?: number;
  active_from?: string;
  expire_at?: string;
  is_valid?: boolean;
}

export interface Review {
  id: number;
  rating: number;
  comment: string;
  photos?: Attachment[];
  positive_feedbacks_count?: number;
  negative_feedbacks_count?: number;
  created_at?: string;
  user?: { id: number; name: string; profile?: { avatar?: Attachment | null } | null } | null;
}

export interface Question {
  id: number;
  question: string;
  answer?: string | null;
  positive_feedbacks_count?: number;
  negative_feedbacks_count?: number;
  created_at?: string;
}

export interface SeoSettings {
  metaTitle?: string;
  metaDescription?: string;
  metaTags?: string;
  canonicalUrl?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: Attachment | null;
  twitterHandle?: string;
  twitterCardType?: string;
}

export interface SettingsOptions {
  siteTitle?: string;
  siteSubtitle?: string;
  logo?: Attachment | null;
  currency?: string;
  currencyOptions?: { formation?: string; fractions?: number };
  guestCheckout?: boolean;
  useOtp?: boolean;
  freeShipping?: boolean;
  freeShippingAmount?: number;
  minimumOrderAmount?: number;
  maxShopDistance?: number;
  deliveryTime?: { title: string; description: string }[];
  seo?: SeoSettings;
  contactDetails?: {
    contact?: string;
    emailAddress?: string;
    website?: string;
    socials?: { url: string; icon: string }[];
    location?: { formattedAddress?: string; lat?: number; lng?: number };
  };
  copyrightText?: string;
  externalText?: string;
  externalLink?: string;
  [key: string]: unknown;
}

export interface Settings {
  id?: number;
  language?: string;
  options: SettingsOptions;
}

/** Answer of the write endpoints (contact us, newsletter, product request). */
export interface SuccessResponse {
  success: boolean;
  message: string;
}

/** The provider's error body; `errors` holds field messages (ours) for forms. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** CONTRACT §4 Address (address book entry). */
export interface Address {
  id: number;
  title: string;
  type: 'billing' | 'shipping';
  default?: boolean;
  address: PostalAddress;
  location?: { lat?: number; lng?: number; formattedAddress?: string } | null;
  customer_id?: number;
}

/** CONTRACT §4 User / me. */
export interface User {
  id: number;
  name: string;
  email: string;
  is_active?: boolean;
  email_verified?: boolean;
  shop_id?: number | null;
  profile?: {
    id?: number;
    avatar?: Attachment | null;
    bio?: string | null;
    contact?: string | null;
    socials?: { icon: string; url: string }[] | null;
  } | null;
  wallet?: { total_points: number; points_used: number; available_points: number } | null;
  address?: Address[];
  permissions?: string[];
  created_at?: string;
  /**
   * Ours: false for accounts made by Google or phone sign-in that have no password yet (the change-password
   * page then offers set-password). A provider without it: treated as "has one".
   */
  has_password?: boolean;
}

/** CONTRACT §5 sign-in answer (a missing token means the credentials were wrong). */
export interface AuthResponse {
  token: string | null;
  permissions: string[];
  email_verified?: boolean;
  role?: string;
  message?: string;
  success?: boolean;
}

/** CONTRACT §9 answer of send-otp-code. */
export interface OtpResponse {
  message: string;
  success: boolean;
  provider?: string;
  id?: string;
  phone_number?: string;
  is_contact_exist?: boolean;
}

export interface UserUpdateInput {
  name?: string;
  profile?: { id?: number; bio?: string | null; avatar?: Attachment | null; socials?: { icon: string; url: string }[] };
  address?: (Partial<Omit<Address, 'id'>> & { id?: number })[];
}

/** Ours: a mail or text message kept in the development outbox (GET /dev/outbox). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  html?: string | null;
  /** Account mails: kind, token, link; text messages: kind 'otp', code, purpose. */
  meta?: {
    kind?: string;
    token?: string | null;
    link?: string | null;
    code?: string | null;
    purpose?: string | null;
  } | null;
  created_at: string;
}
