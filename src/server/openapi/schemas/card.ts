import type { JsonSchema } from '../../http/route';
import { arrayOf, int, nullable, object, ref, str } from './common';

/** Saved cards (CONTRACT §4 Card): what the card gateway reports about a card, never its number. */
export const cardSchemas: Record<string, JsonSchema> = {
  CardGatewayCustomer: object({
    id: int,
    customer_id: { type: 'string', description: 'The shopper’s customer id at the gateway (Stripe: cus_…)' },
    gateway_name: { type: 'string', description: 'STRIPE' },
    user_id: int,
  }),
  Card: object({
    id: int,
    method_key: { type: 'string', description: 'The gateway’s payment-method id (Stripe: pm_…)' },
    payment_gateway_id: { type: 'integer', description: 'The CardGatewayCustomer row it belongs to' },
    default_card: { type: 'boolean', description: 'One default per user and gateway' },
    fingerprint: nullable(str),
    owner_name: nullable(str),
    network: { ...nullable(str), description: 'visa, mastercard, amex …' },
    type: { ...nullable(str), description: 'credit, debit, prepaid' },
    last4: nullable(str),
    expires: { ...nullable(str), description: 'MM/YY' },
    origin: { ...nullable(str), description: 'Country of the issuing bank (ISO 3166-1 alpha-2)' },
    verification_check: { ...nullable(str), description: 'CVC check result: pass, fail, unchecked' },
    payment_gateways: arrayOf(ref('CardGatewayCustomer')),
    created_at: str,
    updated_at: str,
  }),
  CardSetup: object({
    client_secret: { type: 'string', description: 'For Stripe.js confirmCardSetup (SetupIntent)' },
  }),
  SavedPaymentMethod: object({
    payment_intent: { type: 'string', description: 'The payment (PaymentIntent id) now set to use the card' },
    method_key: { type: 'string', description: 'The payment method the payment will use' },
    card: { ...nullable(ref('Card')), description: 'The saved card when save_card was true or it was saved before' },
  }),
};
