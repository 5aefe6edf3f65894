import { sql } from 'drizzle-orm';
import type { Resource } from '../../query/resource';
import { questionResource } from './question-resource';

/**
 * One shopper's own questions (GET /my-questions), answered or not, with the product they are about. Built per
 * caller: the caller's id is part of every condition, so nobody else's question can appear.
 */
export function myQuestionResource(userId: number): Resource {
  return {
    ...questionResource,
    name: 'question',
    baseWhere: () => sql`q.user_id = ${userId}`,
    defaultWith: ['product'],
    defaultLimit: 15,
    maxLimit: 50,
  };
}
