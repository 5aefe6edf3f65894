import { toMinorUnits } from '@/shared/money';
import { sql } from 'drizzle-orm';
import { coupons, productDailySales, products, questions, reviews } from '../../db/schema';
import { type SeedContext, toTranslations } from './context';
import { seedCoupons } from '../data/coupons';
import { seedCustomers } from '../data/people';
import { seedProducts } from '../data/catalogue';
import { questionTemplates, reviewTemplates } from '../data/reviews';

const cents = toMinorUnits;

export async function seedEngagement(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(coupons).values(
    seedCoupons.map((c) => ({
      code: c.code,
      description: c.description,
      type: c.type,
      amount: c.type === 'free_shipping' ? 0 : cents(c.amount),
      minimumCartAmountCents: cents(c.minimumCartAmount ?? 0),
      image: ctx.picture(`coupon-${c.code.toLowerCase()}.webp`, { shape: 'wide', ...c.art }),
      activeFrom: ctx.daysFromNow(c.activeFromDays),
      expireAt: ctx.daysFromNow(c.expireInDays),
      translations: toTranslations(c.i18n),
    })),
  );

  const customerIds = seedCustomers.map((c) => ctx.ids.user.get(c.email)!);
  const published = seedProducts.filter((p) => (p.status ?? 'publish') === 'publish');
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const questionRows: (typeof questions.$inferInsert)[] = [];
  const salesRows: (typeof productDailySales.$inferInsert)[] = [];

  for (const p of published) {
    const productId = ctx.ids.product.get(p.slug)!;
    const shopId = ctx.ids.shop.get(p.shop)!;
    // A few products are hits; most sell steadily; some barely move. Ratings lean positive, as in real shops.
    const popularity = ctx.random.pick([0.2, 0.5, 0.5, 1, 1, 1.5, 3]);
    const reviewCount = ctx.random.int(0, Math.round(3 + popularity * 2));
    for (const userId of ctx.random.sample(customerIds, reviewCount)) {
      const rating = ctx.random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
      const comments = reviewTemplates.filter((t) => t.rating === rating);
      reviewRows.push({
        userId,
        productId,
        shopId,
        comment: ctx.random.pick(comments).comment,
        rating,
        positiveFeedbacksCount: ctx.random.int(0, 12),
        negativeFeedbacksCount: ctx.random.int(0, 3),
        createdAt: ctx.daysFromNow(-ctx.random.int(1, 200)),
      });
    }
    if (ctx.random.chance(0.45)) {
      for (const template of ctx.random.sample(questionTemplates, ctx.random.int(1, 3))) {
        questionRows.push({
          userId: ctx.random.pick(customerIds),
          productId,
          shopId,
          question: template.question,
          answer: template.answer,
          positiveFeedbacksCount: ctx.random.int(0, 6),
          createdAt: ctx.daysFromNow(-ctx.random.int(1, 150)),
        });
      }
    }
    for (let day = 0; day < 90; day++) {
      if (!ctx.random.chance(Math.min(0.9, 0.15 * popularity))) continue;
      const orders = ctx.random.int(1, Math.ceil(2 * popularity));
      salesRows.push({
        productId,
        day: ctx.daysFromNow(-day).toISOString().slice(0, 10),
        ordersCount: orders,
        quantity: orders * ctx.random.int(1, 3),
      });
    }
  }

  for (let i = 0; i < reviewRows.length; i += 500) await ctx.tx.insert(reviews).values(reviewRows.slice(i, i + 500));
  for (let i = 0; i < questionRows.length; i += 500)
    await ctx.tx.insert(questions).values(questionRows.slice(i, i + 500));
  for (let i = 0; i < salesRows.length; i += 1000)
    await ctx.tx.insert(productDailySales).values(salesRows.slice(i, i + 1000));

  // Denormalised counters the list queries sort and display by.
  await ctx.tx.execute(sql`
    update ${products} p set
      ratings = coalesce(r.avg, 0), total_reviews = coalesce(r.n, 0)
    from (select product_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews group by product_id) r
    where r.product_id = p.id`);
  await ctx.tx.execute(sql`
    update ${products} p set sold_quantity = s.qty
    from (select product_id, sum(quantity)::int as qty from product_daily_sales group by product_id) s
    where s.product_id = p.id`);
  // Shops start with the orders of their products' sales history; each checkout adds one from then on.
  await ctx.tx.execute(sql`
    update shops s set orders_count = h.n
    from (select p.shop_id, sum(ds.orders_count)::int as n
          from product_daily_sales ds join products p on p.id = ds.product_id group by p.shop_id) h
    where h.shop_id = s.id`);
}
