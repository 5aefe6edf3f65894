import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { hashDownloadToken, newDownloadToken } from './download-token';

interface Purchase {
  payment_gateway: string;
  order_status: string;
  payment_status: string;
}

/**
 * POST /downloads/digital_file: a one-time link to a file the caller bought. They must own an ordered file for it
 * whose order is paid (payment-success) and neither cancelled nor refunded; cash-on-delivery, cash and unpaid
 * online orders are refused with a message saying why. The link expires after `ttlMinutes`.
 */
export async function createDownloadUrl(options: {
  database: Database;
  user: AuthUser;
  digitalFileId: number;
  ttlMinutes: number;
  /** Absolute or site-relative base of this API, e.g. https://shop.example/api. */
  apiBase: string;
}): Promise<string> {
  const { database, user, digitalFileId } = options;
  const purchases = await database.rows<Purchase>(sql`
    select o.payment_gateway, o.order_status, o.payment_status
    from ordered_files ofl join orders o on o.id = ofl.order_id
    where ofl.customer_id = ${user.id} and ofl.digital_file_id = ${digitalFileId}
    order by (o.payment_status = 'payment-success'
      and o.order_status not in ('order-cancelled', 'order-refunded')) desc, ofl.id desc`);
  const best = purchases[0];
  if (!best) {
    throw new AppError('NOT_FOUND', 'You have not bought this file, so it cannot be downloaded.', {
      errors: { digital_file_id: ['error-download-not-bought'] },
    });
  }
  const refuse = (message: string, key: string) =>
    new AppError('VALIDATION_FAILED', message, { errors: { digital_file_id: [key] } });
  if (best.order_status === 'order-refunded' || best.order_status === 'order-cancelled') {
    throw refuse(
      'This order was cancelled or refunded, so its files can no longer be downloaded.',
      'error-download-order-closed',
    );
  }
  if (best.payment_status !== 'payment-success') {
    const cash = ['CASH_ON_DELIVERY', 'CASH'].includes(best.payment_gateway);
    throw refuse(
      cash
        ? 'This order is paid in cash on delivery: the file can be downloaded once the payment is confirmed.'
        : 'This order is not paid yet. Pay for it first, then download the file.',
      'error-download-not-paid',
    );
  }
  const token = newDownloadToken();
  await database.rows(sql`
    insert into download_tokens (token_hash, digital_file_id, user_id, expires_at)
    values (${hashDownloadToken(token)}, ${digitalFileId}, ${user.id},
      now() + make_interval(mins => ${options.ttlMinutes}))`);
  // Expired tokens of this shopper are useless: clear them while here.
  await database.rows(sql`delete from download_tokens where user_id = ${user.id} and expires_at < now()`);
  return `${options.apiBase}/download_url/token/${token}`;
}
