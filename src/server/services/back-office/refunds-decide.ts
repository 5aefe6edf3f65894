import { sql } from 'drizzle-orm';
import { pointsForCents } from '@/shared/order-money';
import type { PaymentGateway } from '@/shared/order-status';
import { assertMay } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database, Db } from '../../db/client';
import type { RefundPayoutMethod, RefundStatus } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import { statusSource } from '../order/status-source';
import { GatewayUnavailableError } from '../payment/gateway';
import { refundOrder } from '../refund/refund-order';
import type { PaymentRegistry } from '../payment/registry';

/** Gateways whose refund API pays a refund back to the card or account the order was paid with. */
const REFUND_GATEWAYS: readonly PaymentGateway[] = ['STRIPE', 'PAYPAL', 'SANDBOX'];
/** Paid in cash or from the wallet: the money goes back to the wallet. */
const WALLET_GATEWAYS: readonly PaymentGateway[] = ['CASH_ON_DELIVERY', 'CASH', 'FULL_WALLET_PAYMENT'];

interface RefundRow {
  id: number;
  parent_id: number | null;
  shop_id: number | null;
  status: RefundStatus;
  order_id: number;
  customer_id: number | null;
  payment_gateway: PaymentGateway;
  paid_total_cents: number;
  wallet_cents: number;
  language: string;
}

interface Payout {
  method: RefundPayoutMethod;
  /** What the gateway is asked to pay back (the stored payment's amount), or the cash credited to the wallet. */
  cents: number;
  /** Gateway payouts: the stored payment to refund. */
  payment?: { paymentId: string; currency: string };
  /** Wallet payouts: points credited for money paid in cash. */
  points: number;
}

export interface RefundDecision {
  refundId: number;
  orderId: number;
  status: RefundStatus;
  /** True when this call made the decision (mail the shopper); false when an earlier or concurrent call did. */
  decidedNow: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function loadRefund(db: Db, refundId: number): Promise<RefundRow | null> {
  const [row] = rowsOf<RefundRow>(
    await db.execute(sql`
      select r.id, r.parent_id, r.shop_id, r.status, r.order_id, o.customer_id, o.payment_gateway,
        o.paid_total_cents, o.language,
        coalesce((select w.amount_cents from order_wallet_points w where w.order_id = o.id), 0)::int as wallet_cents
      from refunds r join orders o on o.id = r.order_id where r.id = ${refundId}`),
  );
  return row ?? null;
}

/** Only the operator decides, and only on a checkout's refund (its shops' refunds follow it). */
async function decidable(database: Database, roles: UserRoles, refundId: number): Promise<RefundRow> {
  const refund = await loadRefund(database.db, refundId);
  if (!refund) throw notFound('Refund', refundId);
  assertMay(roles, 'refund.decide', refund.shop_id, () => notFound('Refund', refundId));
  if (refund.parent_id !== null) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This is one shop’s part of refund ${refund.parent_id}: decide on the whole refund ${refund.parent_id}.`,
    );
  }
  return refund;
}

/** How this order's money goes back, from the stored order and payment (never from the request). */
async function payoutOf(database: Database, payments: PaymentRegistry, refund: RefundRow): Promise<Payout> {
  const gateway = refund.payment_gateway;
  if (REFUND_GATEWAYS.includes(gateway)) {
    const [payment] = await database.rows<{ payment_id: string; amount_cents: number; currency: string }>(sql`
      select payment_id, amount_cents, currency from payment_intents
      where order_id = ${refund.order_id} and payment_gateway = ${gateway}`);
    if (!payment) throw new AppError('VALIDATION_FAILED', `No ${gateway} payment is recorded for this order.`);
    if (!payments.has(gateway)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${gateway} is not configured on this installation, so it cannot pay this refund back. Configure it first.`,
      );
    }
    return {
      method: gateway as RefundPayoutMethod,
      cents: Number(payment.amount_cents),
      payment: { paymentId: payment.payment_id, currency: payment.currency },
      points: 0,
    };
  }
  if (WALLET_GATEWAYS.includes(gateway)) {
    // The wallet part comes back as points (returnWalletPoints); money paid in cash is credited as points too.
    const cash = Math.max(0, Number(refund.paid_total_cents) - Number(refund.wallet_cents));
    if (cash === 0) return { method: 'WALLET', cents: 0, points: 0 };
    if (refund.customer_id === null) {
      throw new AppError('VALIDATION_FAILED', 'A guest order has no wallet to pay the cash back to.');
    }
    const { walletRatio } = await loadCheckoutSettings(database.db, refund.language);
    if (walletRatio <= 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The wallet is switched off (currencyToWalletRatio), so cash cannot be paid back to it.',
      );
    }
    return { method: 'WALLET', cents: cash, points: pointsForCents(cash, walletRatio) };
  }
  throw new AppError('VALIDATION_FAILED', `Refunds through ${gateway} are not supported.`);
}

/**
 * Step 1: pending → processing (guarded), recording who decided, the note and how the money goes back. A refund
 * already processing (a retry after a gateway failure, or a second operator) goes on to the payout, whose
 * idempotency key makes the gateway pay once; approved answers as it is; rejected is final.
 */
async function claim(database: Database, refund: RefundRow, payout: Payout, actorId: number, note: string | null) {
  return database.db.transaction(async (tx) => {
    const [claimed] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update refunds set status = 'processing', note = coalesce(${note}, note), decided_by = ${actorId},
          decided_at = now(), payout_method = ${payout.method}, payout_cents = ${payout.cents}, updated_at = now()
        where id = ${refund.id} and status = 'pending' returning id`),
    );
    if (claimed) {
      await tx.execute(
        sql`update refunds set status = 'processing', updated_at = now() where parent_id = ${refund.id}`,
      );
      return 'processing' as const;
    }
    const [now] = rowsOf<{ status: RefundStatus }>(
      await tx.execute(sql`select status from refunds where id = ${refund.id}`),
    );
    return now!.status;
  });
}

/**
 * Step 3: processing → approved (guarded), once: the order and its shops' orders become refunded, the units go back
 * in stock, the wallet points spent come back and cash is credited to the wallet, in one transaction. A concurrent
 * call that lost the guarded update changes nothing.
 */
async function finish(
  database: Database,
  refund: RefundRow,
  payout: Payout,
  gatewayRefundId: string | null,
  actorId: number,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await tx.execute(statusSource('refund', actorId));
    const [moved] = rowsOf<{ order_id: number; customer_id: number | null }>(
      await tx.execute(sql`
        update refunds set status = 'approved', gateway_refund_id = ${gatewayRefundId}, payout_error = null,
          wallet_points_credited = ${payout.points}, updated_at = now()
        where id = ${refund.id} and status = 'processing' returning order_id, customer_id`),
    );
    if (!moved) return false;
    await tx.execute(sql`update refunds set status = 'approved', updated_at = now() where parent_id = ${refund.id}`);
    await refundOrder(tx as unknown as Db, moved.order_id);
    if (payout.points > 0 && refund.customer_id !== null) {
      await tx.execute(
        sql`update users set wallet_points = wallet_points + ${payout.points} where id = ${refund.customer_id}`,
      );
    }
    return true;
  });
}

/**
 * POST /admin/refunds/{id}/approve: pays the refund back the way the order was paid, once.
 *
 * 1. claim: pending → processing (guarded update, one transaction), recording the payout the stored order calls for;
 * 2. pay: the gateway's refund API with the idempotency key `refund-<id>` (Stripe Idempotency-Key, PayPal
 *    PayPal-Request-Id, the sandbox's once-only refund id), for the stored payment's amount and currency;
 * 3. finish: processing → approved (guarded) with the gateway's refund id, and the order, stock and wallet moves.
 *
 * If the gateway cannot be reached or refuses, the refund stays `processing` with the reason in payout_error and
 * the call answers 503 (or 422): it is never approved without the money moving. Approving again retries with the
 * same key, so the gateway pays once however many retries or operators there are.
 */
export async function approveRefund(options: {
  database: Database;
  payments: PaymentRegistry;
  roles: UserRoles;
  refundId: number;
  note: string | null;
}): Promise<RefundDecision> {
  const { database, payments, roles, refundId, note } = options;
  const refund = await decidable(database, roles, refundId);
  const answer = (status: RefundStatus, decidedNow: boolean) => ({
    refundId,
    orderId: refund.order_id,
    status,
    decidedNow,
  });
  if (refund.status === 'approved') return answer('approved', false);
  if (refund.status === 'rejected') throw new AppError('CONFLICT', `Refund ${refundId} was rejected already.`);
  const payout = await payoutOf(database, payments, refund);
  const claimed = await claim(database, refund, payout, roles.userId, note);
  if (claimed === 'approved') return answer('approved', false);
  if (claimed === 'rejected') throw new AppError('CONFLICT', `Refund ${refundId} was rejected meanwhile.`);

  let gatewayRefundId: string | null = null;
  if (payout.payment) {
    const adapter = payments.get(payout.method as PaymentGateway)!;
    try {
      ({ refundId: gatewayRefundId } = await adapter.refund({
        paymentId: payout.payment.paymentId,
        amountCents: payout.cents,
        currency: payout.payment.currency,
        idempotencyKey: `refund-${refundId}`,
      }));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await database.rows(sql`update refunds set payout_error = ${message}, updated_at = now()
        where id = ${refundId} and status = 'processing'`);
      if (err instanceof GatewayUnavailableError) {
        throw new AppError(
          'UNAVAILABLE',
          `${message} The refund stays processing and nothing was paid twice: approve it again to retry.`,
        );
      }
      throw err;
    }
  }
  const decidedNow = await finish(database, refund, payout, gatewayRefundId, roles.userId);
  return answer('approved', decidedNow);
}

/**
 * POST /admin/refunds/{id}/reject: pending → rejected (guarded), with the note the shopper reads. A refund already
 * being paid back (processing) cannot be rejected: the gateway may have paid it; approve it again to finish.
 */
export async function rejectRefund(options: {
  database: Database;
  roles: UserRoles;
  refundId: number;
  note: string;
}): Promise<RefundDecision> {
  const { database, roles, refundId, note } = options;
  const refund = await decidable(database, roles, refundId);
  const moved = await database.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update refunds set status = 'rejected', note = ${note}, decided_by = ${roles.userId}, decided_at = now(),
          updated_at = now()
        where id = ${refundId} and status = 'pending' returning id`),
    );
    if (row) {
      await tx.execute(sql`update refunds set status = 'rejected', updated_at = now() where parent_id = ${refundId}`);
    }
    return Boolean(row);
  });
  if (!moved) {
    const [now] = await database.rows<{ status: RefundStatus }>(sql`select status from refunds where id = ${refundId}`);
    if (now?.status === 'rejected')
      return { refundId, orderId: refund.order_id, status: 'rejected', decidedNow: false };
    throw new AppError(
      'CONFLICT',
      now?.status === 'processing'
        ? `Refund ${refundId} is being paid back; approve it again to finish, it cannot be rejected now.`
        : `Refund ${refundId} is ${now?.status ?? 'gone'} and cannot be rejected.`,
    );
  }
  return { refundId, orderId: refund.order_id, status: 'rejected', decidedNow: true };
}
