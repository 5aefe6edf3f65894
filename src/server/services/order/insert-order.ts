import { randomInt } from 'node:crypto';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import { randomToken } from '../../auth/random';
import type { Db } from '../../db/client';
import { orderedFiles, orderProducts, orders, orderWalletPoints, type PostalAddress } from '../../db/schema';
import type { PricedLine } from '../checkout/price-lines';
import type { OrderFigures } from './order-figures';

/** YYYYMMDD (UTC) + 6 random digits (CONTRACT §4 Order). */
export function newTrackingNumber(now = new Date()): string {
  return `${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export interface NewOrder {
  lines: readonly PricedLine[];
  figures: OrderFigures;
  customerId: number | null;
  customerContact: string;
  customerName: string | null;
  customerEmail: string | null;
  couponId: number | null;
  deliveryTime: string | null;
  gateway: PaymentGateway;
  paymentSubGateway: string | null;
  status: { orderStatus: OrderStatus; paymentStatus: PaymentStatus };
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  language: string;
  note: string | null;
  wallet: { cents: number; points: number } | null;
}

type OrderRow = typeof orders.$inferInsert;

/**
 * Inserts one order under a fresh tracking number; a number another order holds already is skipped by the
 * database (no error, which would abort the checkout's transaction) and a new one is drawn.
 */
async function insertWithTrackingNumber(db: Db, row: Omit<OrderRow, 'trackingNumber'>) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [made] = await db
      .insert(orders)
      .values({ ...row, trackingNumber: newTrackingNumber() })
      .onConflictDoNothing({ target: orders.trackingNumber })
      .returning({ id: orders.id, trackingNumber: orders.trackingNumber });
    if (made) return made;
  }
  throw new Error('no free tracking number after 10 draws');
}

/**
 * Writes the parent order (it carries tax, delivery fee, discount and the wallet use), one child per vendor shop
 * with that shop's lines and amount, the lines of each, the wallet money spent, and one ordered file per unit of
 * a digital line (on the parent, CONTRACT §8). Answers the parent's id and tracking number.
 */
export async function insertOrder(db: Db, order: NewOrder) {
  const { figures } = order;
  const common = {
    customerId: order.customerId,
    customerContact: order.customerContact,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    deliveryTime: order.deliveryTime,
    paymentGateway: order.gateway,
    paymentSubGateway: order.paymentSubGateway,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    orderStatus: order.status.orderStatus,
    paymentStatus: order.status.paymentStatus,
    language: order.language,
    note: order.note,
  };
  const parent = await insertWithTrackingNumber(db, {
    ...common,
    amountCents: figures.amountCents,
    salesTaxCents: figures.taxCents,
    deliveryFeeCents: figures.deliveryFeeCents,
    discountCents: figures.discountCents,
    paidTotalCents: figures.totalCents,
    totalCents: figures.totalCents,
    couponId: order.couponId,
  });
  const lineRows = (orderId: number, lines: readonly PricedLine[]) =>
    lines.map((l) => ({
      orderId,
      productId: l.productId,
      variationOptionId: l.optionId,
      orderQuantity: l.quantity,
      unitPriceCents: l.unitCents,
      subtotalCents: l.subtotalCents,
    }));
  await db.insert(orderProducts).values(lineRows(parent.id, order.lines));

  const shops = [...new Set(order.lines.map((l) => l.shopId))].sort((a, b) => a - b);
  for (const shopId of shops) {
    const lines = order.lines.filter((l) => l.shopId === shopId);
    const amountCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
    const child = await insertWithTrackingNumber(db, {
      ...common,
      parentId: parent.id,
      shopId,
      amountCents,
      paidTotalCents: amountCents,
      totalCents: amountCents,
    });
    await db.insert(orderProducts).values(lineRows(child.id, lines));
  }

  if (order.wallet && order.wallet.cents > 0) {
    await db
      .insert(orderWalletPoints)
      .values({ orderId: parent.id, amountCents: order.wallet.cents, points: order.wallet.points });
  }
  const files = order.lines.flatMap((l) =>
    l.digitalFileId === null
      ? []
      : Array.from({ length: l.quantity }, () => ({
          purchaseKey: randomToken(12),
          digitalFileId: l.digitalFileId!,
          orderId: parent.id,
          customerId: order.customerId,
          trackingNumber: parent.trackingNumber,
        })),
  );
  if (files.length > 0) await db.insert(orderedFiles).values(files);
  return parent;
}
