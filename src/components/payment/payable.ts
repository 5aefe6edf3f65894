import type { Order, SettingsOptions } from '@/framework/rest/types';
import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { FINAL_ORDER_STATUSES, OFFLINE_GATEWAYS, type OrderStatus, type PaymentGateway } from '@/shared/order-status';
import { offeredGateways } from '@/components/checkout/gateways';

/** The order's gateway in the enum's spelling (a provider may send another case). */
export const orderGateway = (order: Order): PaymentGateway =>
  String(order.payment_gateway ?? '').toUpperCase() as PaymentGateway;

/** Paid online: not cash, cash on delivery or the wallet. */
export const isOnlineGateway = (gateway: string | null | undefined): boolean =>
  Boolean(gateway) && !OFFLINE_GATEWAYS.includes(String(gateway).toUpperCase() as PaymentGateway);

/** What is left to pay online: the total less the wallet money spent on it (CONTRACT §4 wallet_point). */
export function payableAmount(order: Order): number {
  const total = Number(order.total ?? order.paid_total ?? 0) || 0;
  const wallet = Number(order.wallet_point?.amount ?? 0) || 0;
  return fromMinorUnits(Math.max(0, toMinorUnits(total) - toMinorUnits(wallet)));
}

/**
 * "Pay now" applies to an order of an online gateway whose payment has not gone through (pending, or failed:
 * declined or cancelled) and that is not final (CONTRACT §7: completed, cancelled and refunded orders take no
 * payment). A failed order (order-failed after a declined payment) can still be paid.
 */
export function canPayNow(order: Order): boolean {
  const waiting = order.payment_status === 'payment-pending' || order.payment_status === 'payment-failed';
  const final = FINAL_ORDER_STATUSES.includes(order.order_status as OrderStatus);
  return waiting && !final && isOnlineGateway(order.payment_gateway) && payableAmount(order) > 0;
}

/** The online gateways the settings offer (GATEWAY_MODAL's choice): the checkout's list without cash on delivery. */
export const onlineGateways = (settings: SettingsOptions): PaymentGateway[] =>
  offeredGateways(settings).filter((gateway) => isOnlineGateway(gateway));
