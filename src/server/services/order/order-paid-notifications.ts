import { sql } from 'drizzle-orm';
import { formatMinorUnits } from '@/shared/money';
import type { PaymentGateway } from '@/shared/order-status';
import type { Database, Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';
import { isPhoneContact, mailHtml } from '../../messaging/mail-html';
import { translator } from '../../messaging/translate';
import { quietly } from '../auth/account-mails';
import { loadCheckoutSettings } from '../checkout/checkout-settings';

export interface PaidOrder {
  trackingNumber: string;
  customerName: string | null;
  customerEmail: string | null;
  customerContact: string;
  language: string;
  gateway: PaymentGateway;
  /** What the gateway took: the order's paid total less the wallet money. */
  paidCents: number;
  hasDownloads: boolean;
  currency: string;
  siteTitle: string;
  siteUrl: string;
}

/** "Payment received" in the order's language; a sandbox payment says it was a test. Null: nobody to mail. */
export function orderPaidMail(order: PaidOrder): MailMessage | null {
  if (!order.customerEmail) return null;
  const t = translator(order.language);
  const link = `${order.siteUrl}/orders/${order.trackingNumber}`;
  const amount = `${formatMinorUnits(order.paidCents)} ${order.currency}`;
  const paragraphs = [
    t('mail-order-greeting', { name: order.customerName ?? '' }),
    t('mail-order-paid', { tracking_number: order.trackingNumber, amount }),
    ...(order.gateway === 'SANDBOX' ? [t('mail-order-paid-test')] : []),
    ...(order.hasDownloads ? [t('mail-order-downloads')] : []),
    t('mail-order-follow'),
  ];
  return {
    to: order.customerEmail,
    subject: t('mail-order-paid-subject', { site: order.siteTitle, tracking_number: order.trackingNumber }),
    text: `${[...paragraphs, link].join('\n\n')}\n`,
    html: mailHtml([...paragraphs, link], order.language),
    meta: { kind: 'order_paid', tracking_number: order.trackingNumber, language: order.language, link },
  };
}

async function loadPaidOrder(db: Db, parentOrderId: number, siteUrl: string): Promise<PaidOrder | null> {
  const [row] = (
    (await db.execute(sql`
      select o.tracking_number, o.customer_name, o.customer_email, o.customer_contact, o.language,
        o.payment_gateway,
        o.paid_total_cents - coalesce((select w.amount_cents from order_wallet_points w where w.order_id = o.id), 0)
          as paid_cents,
        exists (select 1 from ordered_files f where f.order_id = o.id) as has_downloads
      from orders o where o.id = ${parentOrderId} and o.parent_id is null`)) as unknown as {
      rows: {
        tracking_number: string;
        customer_name: string | null;
        customer_email: string | null;
        customer_contact: string;
        language: string;
        payment_gateway: PaymentGateway;
        paid_cents: number;
        has_downloads: boolean;
      }[];
    }
  ).rows;
  if (!row) return null;
  const settings = await loadCheckoutSettings(db, row.language);
  return {
    trackingNumber: row.tracking_number,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerContact: row.customer_contact,
    language: row.language,
    gateway: row.payment_gateway,
    paidCents: Number(row.paid_cents),
    hasDownloads: Boolean(row.has_downloads),
    currency: settings.currency,
    siteTitle: settings.siteTitle,
    siteUrl,
  };
}

export interface PaidNoticeDeps {
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  siteUrl: string;
}

/**
 * Tells the shopper their online payment went through: called by whoever applied a `success` verdict that
 * changed the order (apply-verdict.ts answers how many orders changed), after the commit, so it runs once per
 * order however many confirm calls and webhooks (or replays of them) bring the same news. A mail, and a text
 * when the contact is a phone number and a real SMS provider is set up; a mail server that is down changes
 * nothing about the payment.
 */
export function notifyOrderPaid(parentOrderId: number, deps: PaidNoticeDeps): void {
  void quietly('order paid mail', async () => {
    const order = await loadPaidOrder(deps.database.db, parentOrderId, deps.siteUrl);
    if (!order) return;
    const mail = orderPaidMail(order);
    if (mail) await deps.mailer.send(mail);
    if (deps.sms.kind !== 'outbox' && isPhoneContact(order.customerContact)) {
      await deps.sms.send({
        to: order.customerContact,
        text: translator(order.language)('mail-order-paid-sms', {
          site: order.siteTitle,
          tracking_number: order.trackingNumber,
          amount: `${formatMinorUnits(order.paidCents)} ${order.currency}`,
        }),
        meta: { kind: 'order_paid', tracking_number: order.trackingNumber },
      });
    }
  });
}
