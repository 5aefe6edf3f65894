import { PAYMENT_GATEWAYS, type PaymentGateway } from '@/shared/order-status';
import { isOnlineGateway, type PaymentRegistry } from './registry';

/** The settings switches the one rule reads. */
export interface GatewaySwitches {
  useEnableGateway: boolean;
  /** settings.paymentGateway names, upper-cased. */
  gateways: ReadonlySet<string>;
}

/**
 * THE rule for online gateways, used by GET /settings, POST /orders and GET /payment-intent alike: an online
 * gateway is offered iff settings.paymentGateway lists it AND settings.useEnableGateway is on AND this
 * installation has an adapter for it (keys set; the sandbox not turned off).
 */
export function onlineGatewayOffered(
  gateway: PaymentGateway,
  switches: GatewaySwitches,
  registry: PaymentRegistry,
): boolean {
  return (
    isOnlineGateway(gateway) && switches.useEnableGateway && switches.gateways.has(gateway) && registry.has(gateway)
  );
}

/** Why an online gateway cannot be used, for people; null when it is offered. */
export function onlineGatewayRefusal(
  gateway: PaymentGateway,
  switches: GatewaySwitches,
  registry: PaymentRegistry,
): string | null {
  if (onlineGatewayOffered(gateway, switches, registry)) return null;
  const name = gateway.charAt(0) + gateway.slice(1).toLowerCase().replace(/_/g, ' ');
  if (!registry.has(gateway)) {
    return `Payments through ${name} are not available on this shop. Please choose another payment method.`;
  }
  return `This shop does not offer payment through ${name} at the moment. Please choose another payment method.`;
}

const bool = (value: unknown) => value === true || value === 'true' || value === 1;

function gatewayOfName(name: unknown): PaymentGateway | null {
  const upper = String(name ?? '').toUpperCase();
  return (PAYMENT_GATEWAYS as readonly string[]).includes(upper) ? (upper as PaymentGateway) : null;
}

/** The switches of one settings options object. */
export function switchesOf(options: Record<string, unknown>): GatewaySwitches {
  const list = Array.isArray(options.paymentGateway) ? (options.paymentGateway as { name?: unknown }[]) : [];
  return {
    useEnableGateway: options.useEnableGateway === undefined ? true : bool(options.useEnableGateway),
    gateways: new Set(list.map((g) => String(g?.name ?? '').toUpperCase()).filter(Boolean)),
  };
}

/**
 * Settings options as GET /settings answers them: `paymentGateway` keeps the offline entries and the online ones
 * the rule offers (names the enum does not know are dropped); `defaultPaymentGateway` moves to the first entry
 * left when it named a dropped one; the offered adapters' public values (e.g. stripePublishableKey) are merged.
 */
export function offeredSettings(options: Record<string, unknown>, registry: PaymentRegistry): Record<string, unknown> {
  const switches = switchesOf(options);
  const list = Array.isArray(options.paymentGateway) ? (options.paymentGateway as { name?: unknown }[]) : [];
  const kept = list.filter((entry) => {
    const gateway = gatewayOfName(entry?.name);
    return gateway !== null && (!isOnlineGateway(gateway) || onlineGatewayOffered(gateway, switches, registry));
  });
  const names = new Set(kept.map((entry) => String(entry.name).toLowerCase()));
  const current = typeof options.defaultPaymentGateway === 'string' ? options.defaultPaymentGateway : '';
  const result: Record<string, unknown> = {
    ...options,
    paymentGateway: kept,
    defaultPaymentGateway: names.has(current.toLowerCase())
      ? current
      : kept[0]
        ? String(kept[0].name)
        : bool(options.useCashOnDelivery)
          ? 'cash_on_delivery'
          : '',
  };
  for (const adapter of registry.list()) {
    if (adapter.publicSettings && onlineGatewayOffered(adapter.gateway, switches, registry)) {
      Object.assign(result, adapter.publicSettings);
    }
  }
  return result;
}
