import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { CommunityModelType } from '@/shared/validation/community';
import { lockTarget, targetTable } from './community-target';

type Rows<T> = { rows: T[] };

export interface FeedbackResult {
  model_id: number;
  model_type: CommunityModelType;
  positive: boolean;
  negative: boolean;
  positive_feedbacks_count: number;
  negative_feedbacks_count: number;
}

/**
 * POST /feedbacks: the caller's helpful vote on a review or question. One row per (user, item): a new vote
 * replaces the old one, both sides false takes it back. The item is locked and its counters moved by the change
 * of this vote in the same transaction, so they stay exact however many shoppers vote at once.
 */
export async function giveFeedback(options: {
  database: Database;
  user: AuthUser;
  input: { model_id: number; model_type: CommunityModelType; positive?: boolean; negative?: boolean };
}): Promise<FeedbackResult> {
  const { database, user, input } = options;
  const { model_id: modelId, model_type: modelType } = input;
  const positive = input.positive === true;
  const negative = input.negative === true;
  return database.db.transaction(async (tx) => {
    await lockTarget(tx, modelType, modelId, user.id);
    const previous = (await tx.execute(sql`
      select positive, negative from feedbacks
      where user_id = ${user.id} and model_type = ${modelType} and model_id = ${modelId}`)) as unknown as Rows<{
      positive: boolean;
      negative: boolean;
    }>;
    const before = previous.rows[0] ?? { positive: false, negative: false };
    if (positive || negative) {
      await tx.execute(sql`
        insert into feedbacks (user_id, model_type, model_id, positive, negative)
        values (${user.id}, ${modelType}, ${modelId}, ${positive}, ${negative})
        on conflict (user_id, model_type, model_id)
        do update set positive = excluded.positive, negative = excluded.negative, updated_at = now()`);
    } else {
      await tx.execute(sql`
        delete from feedbacks where user_id = ${user.id} and model_type = ${modelType} and model_id = ${modelId}`);
    }
    // Counters move by the change of this shopper's vote (the item stays locked until commit), so counts the
    // shop imported without vote rows are kept.
    const up = Number(positive) - Number(before.positive);
    const down = Number(negative) - Number(before.negative);
    const counted = (await tx.execute(sql`
      update ${targetTable(modelType)} t set
        positive_feedbacks_count = greatest(t.positive_feedbacks_count + ${up}, 0),
        negative_feedbacks_count = greatest(t.negative_feedbacks_count + ${down}, 0)
      where t.id = ${modelId}
      returning t.positive_feedbacks_count as up, t.negative_feedbacks_count as down`)) as unknown as Rows<{
      up: number;
      down: number;
    }>;
    const row = counted.rows[0]!;
    return {
      model_id: modelId,
      model_type: modelType,
      positive,
      negative,
      positive_feedbacks_count: Number(row.up),
      negative_feedbacks_count: Number(row.down),
    };
  });
}
