import type { SettingsOptions } from '@/framework/rest/types';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '@/shared/order-status';

/**
 * The gateways a shopper can choose (CONTRACT §4 Settings, §6): cash on delivery when useCashOnDelivery is on, and
 * the online gateways settings.paymentGateway lists (in lower case there) while useEnableGateway is on, each once.
 * Cash on delivery follows useCashOnDelivery only; the wallet is not chosen here: it pays by itself when it covers
 * the total.
 */
export function offeredGateways(settings: SettingsOptions): PaymentGateway[] {
  const offered: PaymentGateway[] = settings.useCashOnDelivery === false ? [] : ['CASH_ON_DELIVERY'];
  if (settings.useEnableGateway === false) return offered;
  for (const entry of settings.paymentGateway ?? []) {
    const name = String(entry.name).toUpperCase() as PaymentGateway;
    const online = name !== 'CASH_ON_DELIVERY' && name !== 'FULL_WALLET_PAYMENT';
    if (online && PAYMENT_GATEWAYS.includes(name) && !offered.includes(name)) offered.push(name);
  }
  return offered;
}
