import type { paymentGateways, paymentMethods } from '../../db/schema';

type MethodRow = typeof paymentMethods.$inferSelect;
type GatewayRow = typeof paymentGateways.$inferSelect;

/** A saved card on the wire (CONTRACT §4 Card): what the gateway told us about it, never its number. */
export interface CardResource {
  id: number;
  method_key: string;
  payment_gateway_id: number;
  default_card: boolean;
  fingerprint: string | null;
  owner_name: string | null;
  network: string | null;
  type: string | null;
  last4: string | null;
  expires: string | null;
  origin: string | null;
  verification_check: string | null;
  payment_gateways: { id: number; customer_id: string; gateway_name: string; user_id: number }[];
  created_at: string;
  updated_at: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function cardResource(card: MethodRow, gateway: GatewayRow): CardResource {
  return {
    id: card.id,
    method_key: card.methodKey,
    payment_gateway_id: card.paymentGatewayId,
    default_card: card.defaultCard,
    fingerprint: card.fingerprint,
    owner_name: card.ownerName,
    network: card.network,
    type: card.type,
    last4: card.last4,
    expires: card.expires,
    origin: card.origin,
    verification_check: card.verificationCheck,
    payment_gateways: [
      { id: gateway.id, customer_id: gateway.customerId, gateway_name: gateway.gatewayName, user_id: gateway.userId },
    ],
    created_at: iso(card.createdAt),
    updated_at: iso(card.updatedAt),
  };
}
