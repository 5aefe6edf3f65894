import { banners, categories, tags, types } from '../../db/schema';
import { type SeedContext, toTranslations } from './context';
import { seedCategories, seedTags } from '../data/catalogue';
import { seedTypes } from '../data/types';
import type { SeedCategory } from './types';

export async function seedCatalogue(ctx: SeedContext): Promise<void> {
  for (const [position, t] of seedTypes.entries()) {
    const sliders = t.sliders.map((art, i) =>
      ctx.picture(`type-${t.slug}-slider-${i + 1}.webp`, { shape: 'banner', ...art }),
    );
    const [row] = await ctx.tx
      .insert(types)
      .values({
        slug: t.slug,
        name: t.name,
        icon: t.icon,
        position,
        settings: { isHome: Boolean(t.isHome), layoutType: t.layoutType, productCard: t.productCard },
        promotionalSliders: sliders,
        translations: toTranslations(t.i18n),
      })
      .returning({ id: types.id });
    ctx.ids.type.set(t.slug, row!.id);
    if (t.banners.length > 0) {
      await ctx.tx.insert(banners).values(
        t.banners.map((b, i) => ({
          typeId: row!.id,
          position: i,
          title: b.title,
          description: b.description,
          image: ctx.picture(`type-${t.slug}-banner-${i + 1}.webp`, { shape: 'banner', ...b.art, textless: true }),
          translations: toTranslations(b.i18n),
        })),
      );
    }
  }

  for (const [typeSlug, tree] of Object.entries(seedCategories)) {
    const typeId = ctx.ids.type.get(typeSlug);
    if (!typeId) throw new Error(`seed: categories refer to unknown type "${typeSlug}"`);
    await insertCategories(ctx, tree, typeId, null);
  }

  for (const tag of seedTags) {
    const [row] = await ctx.tx
      .insert(tags)
      .values({
        slug: tag.slug,
        name: tag.name,
        icon: tag.icon,
        details: tag.details,
        typeId: ctx.ids.type.get(tag.type) ?? null,
        translations: toTranslations(tag.i18n),
      })
      .returning({ id: tags.id });
    ctx.ids.tag.set(tag.slug, row!.id);
  }
}

async function insertCategories(ctx: SeedContext, list: SeedCategory[], typeId: number, parentId: number | null) {
  for (const [position, c] of list.entries()) {
    const [row] = await ctx.tx
      .insert(categories)
      .values({
        slug: c.slug,
        name: c.name,
        icon: c.icon,
        details: c.details,
        image: c.art ? ctx.picture(`category-${c.slug}.webp`, c.art) : null,
        typeId,
        parentId,
        position,
        translations: toTranslations(c.i18n),
        createdAt: ctx.daysFromNow(-400 + position),
      })
      .returning({ id: categories.id });
    ctx.ids.category.set(c.slug, row!.id);
    if (c.children?.length) await insertCategories(ctx, c.children, typeId, row!.id);
  }
}
