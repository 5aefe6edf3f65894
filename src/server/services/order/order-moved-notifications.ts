import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@/shared/order-status';
import type { Database, Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';
import { isPhoneContact, mailHtml } from '../../messaging/mail-html';
import { translator } from '../../messaging/translate';
import { quietly } from '../auth/account-mails';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import type { OrderMove } from './move-order-status';

/** The moves a shopper hears about, each with its texts' key (public/locales/<lang>/common.json). */
const TOLD: Partial<Record<OrderStatus, string>> = {
  'order-out-for-delivery': 'out-for-delivery',
  'order-completed': 'delivered',
  'order-cancelled': 'cancelled',
};

export interface MovedOrder {
  trackingNumber: string;
  shopName: string | null;
  customerName: string | null;
  customerEmail: string | null;
  customerContact: string;
  language: string;
  status: OrderStatus;
  siteTitle: string;
  siteUrl: string;
}

/** The mail for a move the shopper is told about, in the order's language; null when there is nobody to mail. */
export function orderMovedMail(order: MovedOrder): MailMessage | null {
  const key = TOLD[order.status];
  if (!key || !order.customerEmail) return null;
  const t = translator(order.language);
  const link = `${order.siteUrl}/orders/${order.trackingNumber}`;
  const values = { tracking_number: order.trackingNumber, shop: order.shopName ?? order.siteTitle };
  const paragraphs = [
    t('mail-order-greeting', { name: order.customerName ?? '' }),
    t(`mail-order-${key}`, values),
    t('mail-order-follow'),
  ];
  return {
    to: order.customerEmail,
    subject: t(`mail-order-${key}-subject`, { ...values, site: order.siteTitle }),
    text: `${[...paragraphs, link].join('\n\n')}\n`,
    html: mailHtml([...paragraphs, link], order.language),
    meta: {
      kind: `order_${key.replaceAll('-', '_')}`,
      tracking_number: order.trackingNumber,
      language: order.language,
      link,
    },
  };
}

/** What the shopper knows: the checkout's tracking number (its page), the shop that moved, their contact. */
async function loadMovedOrder(db: Db, orderId: number, status: OrderStatus, siteUrl: string) {
  const [row] = (
    (await db.execute(sql`
      select coalesce(p.tracking_number, o.tracking_number) as tracking_number, s.name as shop_name,
        o.customer_name, o.customer_email, o.customer_contact, o.language
      from orders o left join orders p on p.id = o.parent_id left join shops s on s.id = o.shop_id
      where o.id = ${orderId}`)) as unknown as {
      rows: {
        tracking_number: string;
        shop_name: string | null;
        customer_name: string | null;
        customer_email: string | null;
        customer_contact: string;
        language: string;
      }[];
    }
  ).rows;
  if (!row) return null;
  const settings = await loadCheckoutSettings(db, row.language);
  return {
    trackingNumber: row.tracking_number,
    shopName: row.shop_name,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerContact: row.customer_contact,
    language: row.language,
    status,
    siteTitle: settings.siteTitle,
    siteUrl,
  } satisfies MovedOrder;
}

/**
 * Tells the shopper about a committed move (out for delivery, delivered, cancelled): a mail, and a text when the
 * contact is a phone number and a real SMS provider is set up. Runs after the answer; a mail server that is down
 * does not undo the move.
 */
export function notifyOrderMoved(
  move: OrderMove,
  deps: { database: Database; mailer: Mailer; sms: SmsSender; siteUrl: string },
): void {
  if (!TOLD[move.to]) return;
  void quietly('order status mail', async () => {
    const order = await loadMovedOrder(deps.database.db, move.orderId, move.to, deps.siteUrl);
    if (!order) return;
    const mail = orderMovedMail(order);
    if (mail) await deps.mailer.send(mail);
    if (deps.sms.kind !== 'outbox' && isPhoneContact(order.customerContact)) {
      const t = translator(order.language);
      await deps.sms.send({
        to: order.customerContact,
        text: t(`mail-order-${TOLD[move.to]}-sms`, {
          site: order.siteTitle,
          tracking_number: order.trackingNumber,
          shop: order.shopName ?? order.siteTitle,
        }),
        meta: { kind: `order_${TOLD[move.to]!.replaceAll('-', '_')}`, tracking_number: order.trackingNumber },
      });
    }
  });
}
