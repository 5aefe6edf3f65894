import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import { reviewParams } from './create-review';
import { getReview } from './get-review';
import { checkReviewPhotos } from './review-photos';
import { assertReviewsOpen } from './review-settings';
import { lockProduct, refreshProductRating } from './refresh-product-rating';

export interface UpdateReviewInput {
  comment: string;
  rating: number;
  photos: { id: number; original: string; thumbnail: string }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * PUT /reviews/{id}: only its author changes a review (stars, words, photos); the reviewed order line stays. Someone
 * else's review answers 403, a missing one 404. The product's rating is recounted in the same transaction.
 */
export async function updateReview(options: {
  database: Database;
  userId: number;
  id: number;
  input: UpdateReviewInput;
  language: string;
}): Promise<string> {
  const { database, userId, id, input } = options;
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await assertReviewsOpen(db);
    const [review] = rowsOf<{ user_id: number; product_id: number }>(
      await db.execute(sql`select user_id, product_id from reviews where id = ${id} and hidden_at is null`),
    );
    if (!review) throw new AppError('NOT_FOUND', `There is no review ${id}.`);
    if (review.user_id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own reviews.');
    await lockProduct(db, review.product_id);
    const photos = await checkReviewPhotos(db, userId, input.photos);
    await db.execute(sql`
      update reviews set comment = ${input.comment}, rating = ${input.rating},
        photos = ${JSON.stringify(photos)}::jsonb, updated_at = now()
      where id = ${id} and user_id = ${userId}`);
    await refreshProductRating(db, review.product_id);
  });
  return getReview({ database, id, params: reviewParams, language: options.language });
}
