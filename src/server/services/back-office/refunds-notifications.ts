import { sql } from 'drizzle-orm';
import { formatMinorUnits } from '@/shared/money';
import type { Database } from '../../db/client';
import type { RefundPayoutMethod, RefundStatus } from '../../db/schema';
import type { Mailer, MailMessage } from '../../messaging/mailer';
import { mailHtml } from '../../messaging/mail-html';
import { translator } from '../../messaging/translate';
import { quietly } from '../auth/account-mails';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import type { RefundDecision } from './refunds-decide';

const METHOD_NAMES: Record<RefundPayoutMethod, string> = {
  STRIPE: 'Stripe',
  PAYPAL: 'PayPal',
  SANDBOX: 'Sandbox',
  WALLET: 'Wallet',
};

export interface DecidedRefund {
  status: RefundStatus;
  trackingNumber: string;
  customerName: string | null;
  customerEmail: string | null;
  language: string;
  note: string | null;
  payoutMethod: RefundPayoutMethod | null;
  payoutCents: number;
  /** Wallet points back in the wallet: the ones spent on the order and the ones credited for cash. */
  walletPoints: number;
  currency: string;
  siteTitle: string;
  siteUrl: string;
}

/** "Refund approved" or "declined" in the order's language, with the operator's note. Null: nobody to mail. */
export function refundDecidedMail(refund: DecidedRefund): MailMessage | null {
  if (!refund.customerEmail || (refund.status !== 'approved' && refund.status !== 'rejected')) return null;
  const t = translator(refund.language);
  const link = `${refund.siteUrl}/refunds`;
  const vars = { tracking_number: refund.trackingNumber, site: refund.siteTitle };
  const approved = refund.status === 'approved';
  const gateway = approved && refund.payoutMethod && refund.payoutMethod !== 'WALLET' && refund.payoutCents > 0;
  const paragraphs = [
    t('mail-order-greeting', { name: refund.customerName ?? '' }),
    t(approved ? 'mail-refund-approved' : 'mail-refund-rejected', vars),
    ...(gateway
      ? [
          t('mail-refund-approved-gateway', {
            amount: `${formatMinorUnits(refund.payoutCents)} ${refund.currency}`,
            method: METHOD_NAMES[refund.payoutMethod!],
          }),
        ]
      : []),
    ...(approved && refund.payoutMethod === 'SANDBOX' ? [t('mail-order-paid-test')] : []),
    ...(approved && refund.walletPoints > 0 ? [t('mail-refund-approved-wallet', { points: refund.walletPoints })] : []),
    ...(refund.note ? [t('mail-refund-note', { note: refund.note })] : []),
    t('mail-refund-follow'),
  ];
  return {
    to: refund.customerEmail,
    subject: t(approved ? 'mail-refund-approved-subject' : 'mail-refund-rejected-subject', vars),
    text: `${[...paragraphs, link].join('\n\n')}\n`,
    html: mailHtml([...paragraphs, link], refund.language),
    meta: { kind: `refund_${refund.status}`, tracking_number: refund.trackingNumber, language: refund.language, link },
  };
}

async function loadDecidedRefund(database: Database, refundId: number, siteUrl: string): Promise<DecidedRefund | null> {
  const [row] = await database.rows<{
    status: RefundStatus;
    tracking_number: string;
    customer_name: string | null;
    customer_email: string | null;
    language: string;
    note: string | null;
    payout_method: RefundPayoutMethod | null;
    payout_cents: number | null;
    wallet_points: number;
  }>(sql`
    select r.status, o.tracking_number, o.customer_name, o.customer_email, o.language, r.note, r.payout_method,
      r.payout_cents,
      (coalesce(r.wallet_points_credited, 0)
        + coalesce((select w.points from order_wallet_points w where w.order_id = o.id), 0))::int as wallet_points
    from refunds r join orders o on o.id = r.order_id where r.id = ${refundId}`);
  if (!row) return null;
  const settings = await loadCheckoutSettings(database.db, row.language);
  return {
    status: row.status,
    trackingNumber: row.tracking_number,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    language: row.language,
    note: row.note,
    payoutMethod: row.payout_method,
    payoutCents: Number(row.payout_cents ?? 0),
    walletPoints: Number(row.wallet_points),
    currency: settings.currency,
    siteTitle: settings.siteTitle,
    siteUrl,
  };
}

/**
 * Tells the shopper about the decision, after the commit and only from the call that made it (decidedNow), so a
 * retried or concurrent approval mails once. A mail server that is down changes nothing about the refund.
 */
export function notifyRefundDecided(
  decision: RefundDecision,
  deps: { database: Database; mailer: Mailer; siteUrl: string },
): void {
  if (!decision.decidedNow) return;
  void quietly('refund decision mail', async () => {
    const refund = await loadDecidedRefund(deps.database, decision.refundId, deps.siteUrl);
    const mail = refund && refundDecidedMail(refund);
    if (mail) await deps.mailer.send(mail);
  });
}
