import { sql } from 'drizzle-orm';
import type { ReportAction } from '@/shared/validation/back-office-community';
import { assertMay } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { FeedbackModelType, ReportOutcome } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { targetTable } from '../feedback/community-target';
import { lockProduct, refreshProductRating } from '../review/refresh-product-rating';
import { getBackOfficeReport } from './reports';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const OUTCOME: Record<ReportAction, ReportOutcome> = { dismiss: 'dismissed', hide: 'hidden' };

/**
 * The operator decides a report: `dismiss` keeps the item (this report is closed), `hide` takes the review or
 * question off the product page and every public list, closes every pending report on it, and (a review) recounts
 * the product's ratings in the same transaction.
 *
 * Locks are taken in the order review writes take them (the product, then the item, then the report), so a hide,
 * a new review and a new report of one product run one after another and each recount sees the others. A report
 * already decided the same way answers as it is (a retry); decided the other way: 409.
 */
export async function decideReport(options: {
  database: Database;
  roles: UserRoles;
  reportId: number;
  action: ReportAction;
}) {
  const { database, roles, reportId, action } = options;
  const missing = () => notFound('Report', reportId);
  assertMay(roles, 'report.decide', null, missing);
  const [report] = await database.rows<{ model_type: FeedbackModelType; model_id: number }>(
    sql`select model_type, model_id from abusive_reports where id = ${reportId}`,
  );
  if (!report) throw missing();
  const table = targetTable(report.model_type);
  const outcome = OUTCOME[action];
  await database.db.transaction(async (tx) => {
    const [owner] = rowsOf<{ product_id: number }>(
      await tx.execute(sql`select product_id from ${table} where id = ${report.model_id}`),
    );
    if (owner) await lockProduct(tx, owner.product_id);
    const [target] = rowsOf<{ product_id: number }>(
      await tx.execute(sql`select product_id from ${table} where id = ${report.model_id} for update`),
    );
    const [current] = rowsOf<{ outcome: ReportOutcome | null }>(
      await tx.execute(sql`select outcome from abusive_reports where id = ${reportId} for update`),
    );
    if (!current) throw missing();
    if (current.outcome !== null) {
      if (current.outcome === outcome) return;
      throw new AppError('CONFLICT', `This report was already decided meanwhile (${current.outcome}).`);
    }
    if (action === 'dismiss') {
      await tx.execute(sql`
        update abusive_reports set outcome = 'dismissed', decided_by = ${roles.userId}, decided_at = now(),
          updated_at = now()
        where id = ${reportId}`);
      return;
    }
    if (!target) {
      const message = 'The reported item no longer exists: dismiss the report instead.';
      throw new AppError('VALIDATION_FAILED', message, { errors: { action: [message] } });
    }
    await tx.execute(sql`
      update ${table} set hidden_at = coalesce(hidden_at, now()), updated_at = now() where id = ${report.model_id}`);
    await tx.execute(sql`
      update abusive_reports set outcome = 'hidden', decided_by = ${roles.userId}, decided_at = now(),
        updated_at = now()
      where model_type = ${report.model_type} and model_id = ${report.model_id} and outcome is null`);
    if (report.model_type === 'Review') await refreshProductRating(tx, target.product_id);
  });
  return getBackOfficeReport({ database, roles, reportId });
}
