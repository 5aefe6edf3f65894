import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { RawJson } from '../../http/route';
import { runGet } from '../../query/run-list';
import type { CommunityModelType } from '@/shared/validation/community';
import { lockTarget, targetTable } from '../feedback/community-target';
import { myReportResource } from './report-resource';

type Rows<T> = { rows: T[] };

/**
 * POST /abusive_reports: the caller reports a review or question, once per item (a second report answers 409).
 * The item's abusive_reports_count goes up by one under a lock on the item, in the same transaction.
 */
export async function createAbusiveReport(options: {
  database: Database;
  user: AuthUser;
  language: string;
  input: { model_id: number; model_type: CommunityModelType; message: string };
}): Promise<RawJson> {
  const { database, user, input } = options;
  const id = await database.db.transaction(async (tx) => {
    await lockTarget(tx, input.model_type, input.model_id, user.id);
    const inserted = (await tx.execute(sql`
      insert into abusive_reports (user_id, model_type, model_id, message)
      values (${user.id}, ${input.model_type}, ${input.model_id}, ${input.message})
      on conflict (user_id, model_type, model_id) do nothing
      returning id`)) as unknown as Rows<{ id: number }>;
    const row = inserted.rows[0];
    if (!row) {
      const what = input.model_type === 'Review' ? 'review' : 'question';
      throw new AppError('CONFLICT', `You have already reported this ${what}.`, {
        errors: { model_id: ['error-already-reported'] },
      });
    }
    await tx.execute(sql`
      update ${targetTable(input.model_type)} t set abusive_reports_count = t.abusive_reports_count + 1
      where t.id = ${input.model_id}`);
    return row.id;
  });
  const text = await runGet({
    database,
    resource: myReportResource(user.id),
    params: { search: [], searchFields: {}, searchJoin: 'and', page: 1 },
    ctx: { language: options.language },
    match: sql`ar.id = ${id}`,
  });
  return new RawJson(text!, 201);
}
