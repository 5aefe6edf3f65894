import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, image, translations, updatedAt } from './common';
import { type Social, users } from './user';

export interface PostalAddress {
  street_address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface ShopSettings {
  contact: string;
  website: string;
  socials: Social[];
  location: { lat: number; lng: number; city: string; state: string; country: string; formattedAddress: string };
  notifications?: { email: string };
}

/** A vendor. `lat`/`lng` duplicate settings.location so distance queries can use plain columns. */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    logo: image('logo'),
    coverImage: image('cover_image'),
    isActive: boolean('is_active').notNull().default(true),
    address: jsonb('address').$type<PostalAddress>().notNull(),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Orders placed with the shop (its child orders), raised by each checkout; the seed starts it from history. */
    ordersCount: integer('orders_count').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shops_active_idx').on(t.isActive, t.createdAt),
    index('shops_owner_idx').on(t.ownerId),
    index('shops_name_idx').on(t.name),
    index('shops_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('shops_updated_idx').on(t.updatedAt),
    index('shops_location_idx').on(t.lat, t.lng),
  ],
);

export type NoticePriority = 'high' | 'medium' | 'low';

/** A notice shown on a shop page; `shopId` null means it applies to every shop. */
export const storeNotices = pgTable(
  'store_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    priority: text('priority').$type<NoticePriority>().notNull(),
    notice: text('notice').notNull(),
    description: text('description'),
    type: text('type').notNull().default('specific_shop'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true, mode: 'date' }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('store_notices_shop_idx').on(t.shopId, t.effectiveFrom),
    index('store_notices_priority_idx').on(t.priority, t.effectiveFrom),
    index('store_notices_expired_idx').on(t.expiredAt),
    index('store_notices_created_idx').on(t.createdAt),
    index('store_notices_notice_trgm_idx').using('gin', t.notice.op('gin_trgm_ops')),
  ],
);
