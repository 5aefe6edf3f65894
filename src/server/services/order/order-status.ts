import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import type { CheckoutSettings } from '../checkout/checkout-settings';

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
 * Whether the shop offers a gateway for an order the wallet does not cover: cash on delivery and cash while
 * useCashOnDelivery is on, online ones when settings.paymentGateway lists them and gateways are enabled.
 * FULL_WALLET_PAYMENT is never chosen by the client; the server picks it when the wallet pays all.
 */
export function gatewayOffered(gateway: PaymentGateway, settings: CheckoutSettings): boolean {
  if (gateway === 'FULL_WALLET_PAYMENT') return false;
  if (gateway === 'CASH_ON_DELIVERY' || gateway === 'CASH') return settings.useCashOnDelivery;
  return settings.useEnableGateway && settings.gateways.has(gateway);
}
