import { sql } from 'drizzle-orm';
import { REVIEWABLE_ORDER_STATUSES } from '@/shared/validation/review';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import { getReview } from './get-review';
import { checkReviewPhotos } from './review-photos';
import { assertReviewsOpen } from './review-settings';
import { lockProduct, refreshProductRating } from './refresh-product-rating';

export interface CreateReviewInput {
  product_id: number;
  shop_id: number;
  order_id: number;
  variation_option_id?: number | null;
  comment: string;
  rating: number;
  photos: { id: number; original: string; thumbnail: string }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The order must be the shopper's own (a parent order, or a child of one), completed or refunded, and hold a
 * line of that product (and variation, when given) sold by that shop. Someone else's order answers 404 as a
 * missing one does, so order ids cannot be probed.
 */
async function checkOrderLine(db: Db, userId: number, input: CreateReviewInput): Promise<void> {
  const [order] = rowsOf<{ order_status: string }>(
    await db.execute(sql`
      select o.order_status from orders o left join orders parent on parent.id = o.parent_id
      where o.id = ${input.order_id} and coalesce(o.customer_id, parent.customer_id) = ${userId}`),
  );
  if (!order) throw new AppError('NOT_FOUND', `You have no order ${input.order_id}.`);
  const [product] = rowsOf<{ shop_id: number }>(
    await db.execute(sql`select shop_id from products where id = ${input.product_id}`),
  );
  const variation = input.variation_option_id ?? null;
  const [line] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select op.id from order_products op
      where op.order_id = ${input.order_id} and op.product_id = ${input.product_id}
        and ${variation === null ? sql`true` : sql`op.variation_option_id = ${variation}`}
      limit 1`),
  );
  if (!product || !line) {
    throw new AppError('VALIDATION_FAILED', 'That product (and variation) is not in this order.', {
      errors: { product_id: ['error-review-not-in-order'] },
    });
  }
  if (product.shop_id !== input.shop_id) {
    throw new AppError('VALIDATION_FAILED', 'shop_id is not the shop that sells this product.', {
      errors: { shop_id: ['error-review-not-in-order'] },
    });
  }
  if (!REVIEWABLE_ORDER_STATUSES.includes(order.order_status)) {
    throw new AppError('VALIDATION_FAILED', 'You can review a product once its order is completed.', {
      errors: { order_id: ['error-review-order-not-completed'] },
    });
  }
}

/**
 * POST /reviews (CONTRACT §4 Review): one review per shopper, order, product, shop and variation, kept unique by
 * the database (`reviews_order_line_unique`), so two racing requests make one review and one 409. The product's
 * `ratings` and `total_reviews` are recounted in the same transaction, under the product's row lock.
 */
export async function createReview(options: {
  database: Database;
  userId: number;
  input: CreateReviewInput;
  language: string;
}): Promise<string> {
  const { database, userId, input } = options;
  const id = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await assertReviewsOpen(db);
    if (!(await lockProduct(db, input.product_id))) {
      throw new AppError('VALIDATION_FAILED', 'That product (and variation) is not in this order.', {
        errors: { product_id: ['error-review-not-in-order'] },
      });
    }
    await checkOrderLine(db, userId, input);
    const photos = await checkReviewPhotos(db, userId, input.photos);
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into reviews (user_id, product_id, shop_id, order_id, variation_option_id, comment, rating, photos)
        values (${userId}, ${input.product_id}, ${input.shop_id}, ${input.order_id}, ${input.variation_option_id ?? null},
          ${input.comment}, ${input.rating}, ${JSON.stringify(photos)}::jsonb)
        on conflict do nothing returning id`),
    );
    if (!row) {
      throw new AppError(
        'CONFLICT',
        'You have already reviewed this product for this order. Update that review instead.',
      );
    }
    await refreshProductRating(db, input.product_id);
    return row.id;
  });
  return getReview({ database, id, params: reviewParams, language: options.language });
}

/** The written review comes back with its author, as the product page lists it. */
export const reviewParams = { search: [], searchFields: {}, searchJoin: 'and' as const, page: 1, with: ['user'] };
