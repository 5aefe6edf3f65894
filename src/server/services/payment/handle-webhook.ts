import { sql } from 'drizzle-orm';
import type { PaymentGateway } from '@/shared/order-status';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RawWebhookRequest } from './gateway';
import type { PaymentRegistry } from './registry';
import { notifyOrderPaid, type PaidNoticeDeps } from '../order/order-paid-notifications';
import { applyVerdict } from './apply-verdict';

export interface WebhookOutcome {
  received: true;
  /** ignored: not about a payment of ours; duplicate: this event was handled before; applied / unchanged. */
  result: 'applied' | 'unchanged' | 'duplicate' | 'ignored';
}

/**
 * POST /webhooks/{gateway}: the adapter checks the signature and freshness (forged or stale → 400, nothing
 * changes); the event id is recorded in payment_events in the same transaction as the status change, so a
 * replayed event changes nothing; the change itself is the one the confirm call makes (apply-verdict.ts). A
 * payment that this event made succeed is mailed to the shopper after the commit (a replay mails nothing).
 */
export async function handleWebhook(
  options: PaidNoticeDeps & {
    payments: PaymentRegistry;
    gateway: PaymentGateway;
    request: RawWebhookRequest;
  },
): Promise<WebhookOutcome> {
  const adapter = options.payments.get(options.gateway);
  if (!adapter) throw new AppError('NOT_FOUND', `The ${options.gateway.toLowerCase()} gateway is not in use here.`);
  const event = await adapter.verifyWebhook(options.request);
  if (!event) throw new AppError('BAD_REQUEST', 'The webhook signature is missing, wrong or too old.');
  let paidOrderId: number | null = null;
  const result = await options.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const first = (await db.execute(sql`
      insert into payment_events (gateway, event_id, payment_id)
      values (${options.gateway}, ${event.eventId}, ${event.paymentId})
      on conflict do nothing returning event_id`)) as unknown as { rows: unknown[] };
    if (first.rows.length === 0) return 'duplicate' as const;
    if (!event.paymentId || !event.verdict) return 'ignored' as const;
    const found = (await db.execute(sql`
      select pi.order_id from payment_intents pi join orders o on o.id = pi.order_id
      where pi.payment_gateway = ${options.gateway} and pi.payment_id = ${event.paymentId}
        and o.payment_gateway = pi.payment_gateway`)) as unknown as { rows: { order_id: number }[] };
    const orderId = found.rows[0]?.order_id;
    if (orderId === undefined) return 'ignored' as const;
    if ((await applyVerdict(db, orderId, event.verdict)) === 0) return 'unchanged' as const;
    if (event.verdict === 'success') paidOrderId = orderId;
    return 'applied' as const;
  });
  if (paidOrderId !== null) notifyOrderPaid(paidOrderId, options);
  return { received: true, result };
}
