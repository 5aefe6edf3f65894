import type { Order, PaymentIntent } from '@/framework/rest/types';

/**
 * What a gateway's in-page payment view gets from the payment page. Its own module, so a gateway's view (stripe/*)
 * can name it without importing the registry (payment-views.ts) that loads that view.
 */
export interface PaymentViewProps {
  order: Order;
  paymentIntent: PaymentIntent;
  /** The gateway took the payment: the page goes on to the thank-you page, which confirms it with the server. */
  onPaid(): void;
  /** The gateway refused it (declined card …): the page says so in these words and the order stays payable. */
  onFailed(message: string): void;
}
