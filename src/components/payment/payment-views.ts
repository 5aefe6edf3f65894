import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PaymentGateway } from '@/shared/order-status';
import type { PaymentViewProps } from './payment-view-props';

/**
 * In-page payment views by gateway, each loaded only when a payment page needs it (so the gateway's library
 * stays off every other page). A redirect gateway (is_redirect) needs none: the page follows its redirect_url.
 * A gateway that is neither gets a clear "cannot be completed here", never a pretend success.
 *
 * Entries look like `STRIPE: dynamic(() => import('./stripe/stripe-payment'), { ssr: false })` (next/dynamic).
 */
export const PAYMENT_VIEWS: Partial<Record<PaymentGateway, ComponentType<PaymentViewProps>>> = {
  // Stripe Elements (saved cards, the card element, "save this card"); Stripe.js loads with it.
  STRIPE: dynamic(() => import('./stripe/stripe-payment'), { ssr: false }),
};
