import { refundPolicies, refundReasons } from '../../db/schema';
import { seedRefundPolicies, seedRefundReasons } from '../data/refunds';
import { type SeedContext, toTranslations } from './context';

/** Refund reasons and the marketplace's refund policies. */
export async function seedRefundExtras(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(refundReasons).values(
    seedRefundReasons.map((r, i) => ({
      slug: r.slug,
      name: r.name,
      position: i + 1,
      translations: toTranslations(r.i18n),
    })),
  );
  await ctx.tx.insert(refundPolicies).values(
    seedRefundPolicies.map((p) => ({
      slug: p.slug,
      title: p.title,
      description: p.description,
      translations: toTranslations(p.i18n),
    })),
  );
}
