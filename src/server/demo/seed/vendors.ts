import { authors, concerns, manufacturers, shops, storeNotices, userProfiles, users } from '../../db/schema';
import { type SeedContext, toTranslations } from './context';
import { seedAuthors } from '../data/authors';
import { seedConcerns } from '../data/concerns';
import { seedManufacturers } from '../data/catalogue';
import { seedCustomers } from '../data/people';
import { seedShops } from '../data/shops';

export async function seedVendors(ctx: SeedContext): Promise<void> {
  for (const [i, shop] of seedShops.entries()) {
    const ownerId = await insertUser(ctx, shop.owner.name, shop.owner.email, 'store_owner');
    const [row] = await ctx.tx
      .insert(shops)
      .values({
        ownerId,
        slug: shop.slug,
        name: shop.name,
        description: shop.description,
        isActive: shop.isActive ?? true,
        logo: ctx.picture(`shop-${shop.slug}-logo.webp`, { shape: 'square', ...shop.logo }),
        coverImage: ctx.picture(`shop-${shop.slug}-cover.webp`, { shape: 'wide', ...shop.cover }),
        address: shop.address,
        settings: {
          contact: shop.contact,
          website: shop.website,
          socials: [
            { icon: 'FacebookIcon', url: `https://facebook.com/${shop.slug}` },
            { icon: 'InstagramIcon', url: `https://instagram.com/${shop.slug}` },
          ],
          location: {
            lat: shop.lat,
            lng: shop.lng,
            city: shop.address.city,
            state: shop.address.state,
            country: shop.address.country,
            formattedAddress: `${shop.address.street_address}, ${shop.address.city}, ${shop.address.country}`,
          },
          notifications: { email: shop.owner.email },
        },
        lat: shop.lat,
        lng: shop.lng,
        translations: toTranslations(shop.i18n),
        createdAt: ctx.daysFromNow(-500 + i * 20),
      })
      .returning({ id: shops.id });
    ctx.ids.shop.set(shop.slug, row!.id);
    if (shop.notices.length > 0) {
      await ctx.tx.insert(storeNotices).values(
        shop.notices.map((n, j) => ({
          shopId: row!.id,
          priority: n.priority,
          notice: n.notice,
          description: n.description,
          effectiveFrom: ctx.daysFromNow(-10 - j),
          expiredAt: ctx.daysFromNow(60 + j * 30),
          translations: toTranslations(n.i18n),
        })),
      );
    }
  }

  for (const person of seedCustomers) {
    await insertUser(ctx, person.name, person.email, 'customer');
  }

  for (const c of seedConcerns) {
    const [row] = await ctx.tx
      .insert(concerns)
      .values({
        slug: c.slug,
        name: c.name,
        description: c.description,
        website: c.website,
        image: ctx.picture(`concern-${c.slug}.webp`, { shape: 'square', ...c.art }),
        coverImage: ctx.picture(`concern-${c.slug}-cover.webp`, { shape: 'wide', ...c.art }),
        translations: toTranslations(c.i18n),
      })
      .returning({ id: concerns.id });
    ctx.ids.concern.set(c.slug, row!.id);
  }

  for (const m of seedManufacturers) {
    const [row] = await ctx.tx
      .insert(manufacturers)
      .values({
        slug: m.slug,
        name: m.name,
        description: m.description,
        website: m.website,
        image: ctx.picture(`manufacturer-${m.slug}.webp`, { shape: 'square', ...m.art }),
        coverImage: ctx.picture(`manufacturer-${m.slug}-cover.webp`, { shape: 'wide', ...m.art }),
        typeId: ctx.ids.type.get(m.type) ?? null,
        concernId: m.concern ? required(ctx.ids.concern, m.concern, 'concern') : null,
        translations: toTranslations(m.i18n),
      })
      .returning({ id: manufacturers.id });
    ctx.ids.manufacturer.set(m.slug, row!.id);
  }

  for (const a of seedAuthors) {
    const [row] = await ctx.tx
      .insert(authors)
      .values({
        slug: a.slug,
        name: a.name,
        bio: a.bio,
        quote: a.quote,
        born: a.born,
        death: a.death,
        languages: a.languages,
        image: ctx.picture(`author-${a.slug}.webp`, { shape: 'portrait', ...a.art }),
        coverImage: ctx.picture(`author-${a.slug}-cover.webp`, { shape: 'wide', ...a.art }),
        translations: toTranslations(a.i18n),
      })
      .returning({ id: authors.id });
    ctx.ids.author.set(a.slug, row!.id);
  }
}

async function insertUser(ctx: SeedContext, name: string, email: string, role: 'customer' | 'store_owner') {
  const [row] = await ctx.tx
    .insert(users)
    .values({ name, email, role, emailVerifiedAt: ctx.now, passwordHash: null })
    .returning({ id: users.id });
  await ctx.tx.insert(userProfiles).values({ customerId: row!.id, bio: null, contact: null });
  ctx.ids.user.set(email, row!.id);
  return row!.id;
}

export function required(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return id;
}
