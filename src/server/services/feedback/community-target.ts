import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { CommunityModelType } from '@/shared/validation/community';

/** The table behind each `model_type`. */
export function targetTable(modelType: CommunityModelType): SQL {
  return sql.raw(modelType === 'Review' ? 'reviews' : 'questions');
}

/**
 * Locks the review or question for the rest of the transaction, so votes and reports on one item are counted one
 * after the other. Only items the caller can see qualify: reviews of published products, answered questions of
 * published products, and the caller's own questions; none the operator hid. Anything else answers 404, as a
 * missing item does.
 */
export async function lockTarget(db: Db, modelType: CommunityModelType, modelId: number, userId: number) {
  const visible =
    modelType === 'Review'
      ? sql`true`
      : sql`((t.answer is not null and btrim(t.answer) <> '') or t.user_id = ${userId})`;
  const result = (await db.execute(sql`
    select t.id from ${targetTable(modelType)} t
    where t.id = ${modelId} and ${visible} and t.hidden_at is null
      and exists (select 1 from products pp where pp.id = t.product_id and pp.status = 'publish')
    for update of t`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) {
    throw new AppError('NOT_FOUND', `${modelType === 'Review' ? 'Review' : 'Question'} ${modelId} was not found.`);
  }
}
