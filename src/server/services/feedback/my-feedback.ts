import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CommunityModelType } from '@/shared/validation/community';

export interface MyFeedback {
  id: number;
  user_id: number;
  model_type: CommunityModelType;
  model_id: number;
  positive: boolean;
  negative: boolean;
}

type Item = { id?: unknown; my_feedback?: unknown };

/** The caller's votes on the given items, by item id. */
async function votesOf(database: Database, userId: number, modelType: CommunityModelType, ids: number[]) {
  const votes = new Map<number, MyFeedback>();
  if (ids.length === 0) return votes;
  const rows = await database.rows<MyFeedback>(sql`
    select id, user_id, model_type, model_id, positive, negative from feedbacks
    where user_id = ${userId} and model_type = ${modelType}
      and model_id = any(${sql.param(ids)}::int[])`);
  for (const row of rows) votes.set(row.model_id, row);
  return votes;
}

/**
 * Fills `my_feedback` of reviews or questions with the caller's own votes (the personal part of public answers).
 * Accepts one item, an array or a paginated page, and returns a copy: the shared answer is never changed.
 */
export async function withMyFeedback<T>(
  answer: T,
  options: { database: Database; userId: number; modelType: CommunityModelType },
): Promise<T> {
  const body = answer as unknown;
  const items: Item[] = Array.isArray(body)
    ? (body as Item[])
    : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)
      ? (body as { data: Item[] }).data
      : body && typeof body === 'object'
        ? [body as Item]
        : [];
  const ids = items.map((item) => Number(item.id)).filter((id) => Number.isSafeInteger(id) && id > 0);
  const votes = await votesOf(options.database, options.userId, options.modelType, ids);
  const fill = (item: Item) => ({ ...item, my_feedback: votes.get(Number(item.id)) ?? null });
  if (Array.isArray(body)) return (body as Item[]).map(fill) as T;
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
    return { ...(body as object), data: (body as { data: Item[] }).data.map(fill) } as T;
  }
  return (body && typeof body === 'object' ? fill(body as Item) : body) as T;
}
