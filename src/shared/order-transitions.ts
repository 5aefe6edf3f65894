import { OFFLINE_GATEWAYS, type OrderStatus, type PaymentGateway, type PaymentStatus } from './order-status';

/**
 * THE order status rule (issue 21): which status a person in the back office may move an order to. The server
 * enforces it (src/server/services/order/move-order-status.ts); the back office uses it to offer next steps.
 *
 * order-processing → order-at-local-facility → order-out-for-delivery → order-completed, and any open status →
 * order-cancelled. order-failed comes only from a payment verdict and order-refunded only from an approved
 * refund, never from here. An online order whose payment has not gone through cannot move forward, and one paid
 * online cannot be cancelled here: its money goes back through a refund.
 */

/** The delivery steps, in order. */
export const DELIVERY_FLOW: readonly OrderStatus[] = [
  'order-processing',
  'order-at-local-facility',
  'order-out-for-delivery',
  'order-completed',
];

/** Statuses an order can still leave. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  'order-pending',
  'order-processing',
  'order-at-local-facility',
  'order-out-for-delivery',
];

/** Payment statuses that let goods leave the shop: paid online or from the wallet, or paid on delivery. */
const SHIPPABLE_PAYMENTS: readonly PaymentStatus[] = [
  'payment-success',
  'payment-cash-on-delivery',
  'payment-cash',
  'payment-wallet',
];

/** What the rule needs to know about an order. */
export interface OrderState {
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
}

/** Paid at the door (cash on delivery, cash): becomes payment-success when delivered. */
export const paidOnDelivery = (order: Pick<OrderState, 'payment_gateway'>) =>
  order.payment_gateway === 'CASH_ON_DELIVERY' || order.payment_gateway === 'CASH';

/** Money taken by a gateway, which only a refund gives back. */
const paidOnline = (order: OrderState) =>
  order.payment_status === 'payment-success' && !OFFLINE_GATEWAYS.includes(order.payment_gateway);

/** Why `order` may not move to `to`, or null when it may. Messages are for the person who tried. */
export function transitionRefusal(order: OrderState, to: OrderStatus): string | null {
  const from = order.order_status;
  if (!OPEN_ORDER_STATUSES.includes(from)) return `The order is ${from}: it cannot change any more.`;
  if (to === 'order-cancelled') {
    return paidOnline(order) ? 'This order was paid online: its money goes back through a refund.' : null;
  }
  if (to === 'order-failed') return 'Only a payment can fail an order.';
  if (to === 'order-refunded') return 'Only an approved refund marks an order refunded.';
  const step = DELIVERY_FLOW.indexOf(from);
  if (step < 0 || DELIVERY_FLOW[step + 1] !== to) return `An order cannot go from ${from} to ${to}.`;
  if (!SHIPPABLE_PAYMENTS.includes(order.payment_status)) {
    return 'The payment of this order has not gone through: it cannot be shipped yet.';
  }
  return null;
}

const TARGETS: readonly OrderStatus[] = [...DELIVERY_FLOW, 'order-cancelled'];

/** The statuses the back office offers for `order`, delivery steps first. */
export function nextOrderStatuses(order: OrderState): OrderStatus[] {
  return TARGETS.filter((to) => transitionRefusal(order, to) === null);
}

/**
 * A parent order's status from its shops' orders: cancelled when all are, completed when every one not
 * cancelled is, else the least advanced open status among them. Null when the children give no answer (none, or
 * a payment or refund state the parent already carries).
 */
export function parentStatusOf(children: readonly OrderStatus[]): OrderStatus | null {
  if (children.length === 0) return null;
  if (children.every((s) => s === 'order-cancelled')) return 'order-cancelled';
  const live = children.filter((s) => s !== 'order-cancelled');
  if (live.every((s) => s === 'order-completed')) return 'order-completed';
  const open = live.filter((s) => OPEN_ORDER_STATUSES.includes(s));
  if (open.length === 0) return null;
  return open.reduce((a, b) => (OPEN_ORDER_STATUSES.indexOf(a) <= OPEN_ORDER_STATUSES.indexOf(b) ? a : b));
}
