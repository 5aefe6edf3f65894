import { formatMinorUnits } from '@/shared/money';
import { OFFLINE_GATEWAYS, type PaymentGateway } from '@/shared/order-status';
import type { Mailer, MailMessage } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';
import { mailHtml } from '../../messaging/mail-html';
import { translator } from '../../messaging/translate';
import type { PostalAddress } from '../../db/schema';
import type { PricedLine } from '../checkout/price-lines';
import { quietly } from '../auth/account-mails';
import type { OrderFigures } from './order-figures';

export interface PlacedOrder {
  trackingNumber: string;
  language: string;
  customerName: string | null;
  customerEmail: string | null;
  customerContact: string;
  lines: readonly PricedLine[];
  figures: OrderFigures;
  walletCents: number;
  gateway: PaymentGateway;
  deliveryTime: string | null;
  shippingAddress: PostalAddress | null;
  currency: string;
  siteTitle: string;
  siteUrl: string;
}

/** The order confirmation in the order's language: lines, money, payment, delivery and a link to the order. */
export function orderConfirmationMail(order: PlacedOrder): MailMessage | null {
  if (!order.customerEmail) return null;
  const t = translator(order.language);
  const money = (cents: number) => `${formatMinorUnits(cents)} ${order.currency}`;
  const { figures } = order;
  const link = `${order.siteUrl}/orders/${order.trackingNumber}`;
  const payment =
    order.gateway === 'FULL_WALLET_PAYMENT'
      ? t('mail-order-paid-wallet')
      : OFFLINE_GATEWAYS.includes(order.gateway)
        ? t('mail-order-pay-on-delivery')
        : t('mail-order-pay-online');
  const address = order.shippingAddress
    ? [
        order.shippingAddress.street_address,
        order.shippingAddress.city,
        order.shippingAddress.zip,
        order.shippingAddress.country,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const paragraphs = [
    t('mail-order-greeting', { name: order.customerName ?? '' }),
    t('mail-order-intro', { tracking_number: order.trackingNumber }),
    order.lines
      .map((l) => t('mail-order-line', { quantity: l.quantity, name: l.name, amount: money(l.subtotalCents) }))
      .join('\n'),
    [
      t('mail-order-sub-total', { amount: money(figures.amountCents) }),
      t('mail-order-tax', { amount: money(figures.taxCents) }),
      t('mail-order-delivery-fee', { amount: money(figures.deliveryFeeCents) }),
      ...(figures.discountCents > 0 ? [t('mail-order-discount', { amount: money(figures.discountCents) })] : []),
      ...(order.walletCents > 0 ? [t('mail-order-wallet', { amount: money(order.walletCents) })] : []),
      t('mail-order-total', { amount: money(figures.totalCents) }),
    ].join('\n'),
    payment,
    ...(order.deliveryTime ? [t('mail-order-delivery-time', { time: order.deliveryTime })] : []),
    ...(address ? [t('mail-order-shipping-to', { address })] : []),
    ...(order.lines.some((l) => l.digitalFileId !== null) ? [t('mail-order-downloads')] : []),
    t('mail-order-follow'),
    link,
  ];
  return {
    to: order.customerEmail,
    subject: t('mail-order-subject', { site: order.siteTitle, tracking_number: order.trackingNumber }),
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs, order.language),
    meta: { kind: 'order_confirmation', tracking_number: order.trackingNumber, language: order.language, link },
  };
}

/**
 * Sends the confirmation after the order is committed, without holding up the answer: a mail server that is
 * down must not undo a purchase. A text goes to the contact number only when a real SMS provider is set up
 * (the development outbox is for sign-in codes; it would only fill with order texts).
 */
export function notifyOrderPlaced(order: PlacedOrder, senders: { mailer: Mailer; sms: SmsSender }): void {
  const mail = orderConfirmationMail(order);
  if (mail) void quietly('order confirmation mail', () => senders.mailer.send(mail));
  if (senders.sms.kind !== 'outbox') {
    const t = translator(order.language);
    const text = t('mail-order-sms', {
      site: order.siteTitle,
      tracking_number: order.trackingNumber,
      amount: `${formatMinorUnits(order.figures.totalCents)} ${order.currency}`,
    });
    void quietly('order confirmation text', () =>
      senders.sms.send({
        to: order.customerContact,
        text,
        meta: { kind: 'order_confirmation', tracking_number: order.trackingNumber },
      }),
    );
  }
}
