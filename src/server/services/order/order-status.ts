import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import type { PaymentRegistry } from '../payment/registry';
import type { CheckoutSettings } from '../checkout/checkout-settings';
import { onlineGatewayRefusal } from '../payment/offered-gateways';

/** Statuses of a new order by its gateway (CONTRACT §6 step 3); child orders start with the same. */
export function initialStatuses(gateway: PaymentGateway): { orderStatus: OrderStatus; paymentStatus: PaymentStatus } {
  switch (gateway) {
    case 'CASH_ON_DELIVERY':
      return { orderStatus: 'order-processing', paymentStatus: 'payment-cash-on-delivery' };
    case 'CASH':
      return { orderStatus: 'order-processing', paymentStatus: 'payment-cash' };
    case 'FULL_WALLET_PAYMENT':
      return { orderStatus: 'order-completed', paymentStatus: 'payment-success' };
    default:
      return { orderStatus: 'order-pending', paymentStatus: 'payment-pending' };
  }
}

/**
 * Why the shop does not take a gateway for an order the wallet does not cover, or null when it does: cash on
 * delivery and cash while useCashOnDelivery is on; online ones by the one rule (src/server/services/payment/
 * offered-gateways.ts: listed in settings.paymentGateway, gateways enabled, and an adapter on this installation).
 * FULL_WALLET_PAYMENT is never chosen by the client; the server picks it when the wallet pays all.
 */
export function gatewayRefusal(
  gateway: PaymentGateway,
  settings: CheckoutSettings,
  payments: PaymentRegistry,
): string | null {
  if (gateway === 'FULL_WALLET_PAYMENT') return 'The wallet is used by use_wallet_points, not as a payment method.';
  if (gateway === 'CASH_ON_DELIVERY' || gateway === 'CASH') {
    return settings.useCashOnDelivery ? null : 'This shop does not take cash on delivery at the moment.';
  }
  return onlineGatewayRefusal(gateway, settings, payments);
}
