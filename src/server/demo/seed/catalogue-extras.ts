import { sql } from 'drizzle-orm';
import { toMinorUnits } from '@/shared/money';
import { faqs, flashSaleProducts, flashSales, termsAndConditions } from '../../db/schema';
import { seedFaqs, seedFlashSales, seedTerms } from '../data/catalogue-extras';
import { type SeedContext, toTranslations } from './context';

/**
 * FAQs, terms and the flash-sale campaigns. Campaign dates are relative to the seed time, so the active one
 * stays active for a month after seeding and the expired one is always over. A campaign covers simple
 * grocery products from active shops (its rate applies to a product's own price; CONTRACT "Others").
 */
export async function seedCatalogueExtras(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(faqs).values(
    seedFaqs.map((f, i) => ({
      slug: f.slug,
      title: f.title,
      description: f.description,
      faqType: 'global' as const,
      position: i + 1,
      translations: toTranslations(f.i18n),
    })),
  );
  await ctx.tx.insert(termsAndConditions).values(
    seedTerms.map((t, i) => ({
      slug: t.slug,
      title: t.title,
      description: t.description,
      isApproved: t.isApproved,
      position: i + 1,
      translations: toTranslations(t.i18n),
    })),
  );

  const candidates = (await ctx.tx.execute(sql`
    select p.id from products p join shops s on s.id = p.shop_id and s.is_active join types ty on ty.id = p.type_id
    where ty.slug = 'grocery' and p.status = 'publish' and p.product_type = 'simple' and not p.is_digital
      and p.price_cents is not null
    order by p.id`)) as unknown as { rows: { id: number }[] };
  let offset = 0;
  for (const sale of seedFlashSales) {
    const [row] = await ctx.tx
      .insert(flashSales)
      .values({
        slug: sale.slug,
        title: sale.title,
        description: sale.description,
        type: sale.type,
        rate: sale.type === 'fixed' ? toMinorUnits(sale.rate) : sale.rate,
        startDate: ctx.daysFromNow(sale.startDays),
        endDate: ctx.daysFromNow(sale.endDays),
        image: ctx.picture(`flash-sale-${sale.slug}.webp`, { shape: 'square', ...sale.art }),
        coverImage: ctx.picture(`flash-sale-${sale.slug}-cover.webp`, { shape: 'banner', ...sale.art }),
        translations: toTranslations(sale.i18n),
      })
      .returning({ id: flashSales.id });
    // Every other product, so campaigns do not cover a whole shop's first page.
    const chosen = candidates.rows.filter((_, i) => i % 2 === 0).slice(offset, offset + sale.productCount);
    offset += sale.productCount;
    await ctx.tx
      .insert(flashSaleProducts)
      .values(chosen.map((p) => ({ flashSaleId: row!.id, productId: Number(p.id) })));
  }
}
