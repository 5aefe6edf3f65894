import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/client';
import type { FeedbackModelType } from '@/server/db/schema';
import { refreshProductRating } from '@/server/services/review/refresh-product-rating';

/**
 * Rows the questions inbox and the abuse reports act on, written as the shop's own writes leave them (the
 * shopper-side endpoints are tested in question.test.ts, review-write.test.ts and community.test.ts; a review
 * through the API needs a delivered order, too slow to make for every case of the role matrix).
 */
export async function askQuestion(
  database: Database,
  q: { userId: number; productId: number; shopId: number; question?: string; language?: string },
): Promise<number> {
  const [row] = await database.rows<{ id: number }>(sql`
    insert into questions (user_id, product_id, shop_id, question, language)
    values (${q.userId}, ${q.productId}, ${q.shopId}, ${q.question ?? `Is it fresh? ${Math.random()}`},
      ${q.language ?? 'en'})
    returning id`);
  return row!.id;
}

/** A review of the product, with the product's ratings recounted as the review endpoints do. */
export async function writeReview(
  database: Database,
  r: { userId: number; productId: number; shopId: number; rating: number; comment?: string },
): Promise<number> {
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      insert into reviews (user_id, product_id, shop_id, comment, rating)
      values (${r.userId}, ${r.productId}, ${r.shopId}, ${r.comment ?? `Rated ${r.rating}`}, ${r.rating})
      returning id`)) as unknown as { rows: { id: number }[] };
    await refreshProductRating(tx as unknown as Db, r.productId);
    return result.rows[0]!.id;
  });
}

/** An abuse report, counted on the item as POST /abusive_reports counts it. */
export async function reportItem(
  database: Database,
  r: { userId: number; modelType: FeedbackModelType; modelId: number; message?: string },
): Promise<number> {
  const table = sql.raw(r.modelType === 'Review' ? 'reviews' : 'questions');
  const [row] = await database.rows<{ id: number }>(sql`
    insert into abusive_reports (user_id, model_type, model_id, message)
    values (${r.userId}, ${r.modelType}, ${r.modelId}, ${r.message ?? 'Spam'}) returning id`);
  await database.rows(
    sql`update ${table} set abusive_reports_count = abusive_reports_count + 1 where id = ${r.modelId}`,
  );
  return row!.id;
}

/** The product's stored ratings and what the visible reviews say they should be. */
export async function ratingsOf(database: Database, productId: number) {
  const [row] = await database.rows<{ ratings: string; total_reviews: number; avg: string; n: number }>(sql`
    select p.ratings::text as ratings, p.total_reviews,
      coalesce((select round(avg(rating)::numeric, 2) from reviews where product_id = p.id and hidden_at is null),
        0)::text as avg,
      (select count(*)::int from reviews where product_id = p.id and hidden_at is null) as n
    from products p where p.id = ${productId}`);
  return {
    ratings: Number(row!.ratings),
    total: row!.total_reviews,
    expectedRatings: Number(row!.avg),
    expectedTotal: row!.n,
  };
}
