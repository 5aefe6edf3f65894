import { type PaymentEnv, sandboxOffered } from '@/config/env';
import { OFFLINE_GATEWAYS, type PaymentGateway } from '@/shared/order-status';
import type { Database } from '../../db/client';
import type { PaymentGatewayAdapter } from './gateway';
import { createPaypalAdapter } from './paypal';
import { SandboxGateway } from './sandbox';
import { createStripeAdapter } from './stripe';
import { stripeOrderContext } from './stripe-order-context';

/** What a gateway's factory may use to build its adapter. */
export interface GatewayFactoryContext {
  env: PaymentEnv;
  database: Database;
  /** Public URL of the API (site URL + base path), for pages and callbacks a gateway serves itself. */
  publicApiUrl: string;
  /** The demo data is loaded in the database (the sandbox gateway's automatic mode offers it only then). */
  demoData: boolean;
}

/** Builds one gateway's adapter, or null when this installation cannot use it (keys missing, turned off). */
export type GatewayFactory = (context: GatewayFactoryContext) => PaymentGatewayAdapter | null;

/** Every gateway adapter the code has, in the order the shop lists them. */
export const GATEWAY_FACTORIES: readonly GatewayFactory[] = [
  (ctx) => (ctx.env.stripe ? createStripeAdapter(ctx.env.stripe, { context: stripeOrderContext(ctx.database) }) : null),
  (ctx) => (ctx.env.paypal ? createPaypalAdapter(ctx.env.paypal) : null),
  (ctx) =>
    sandboxOffered(ctx.env, ctx.demoData)
      ? new SandboxGateway({ database: ctx.database, publicApiUrl: ctx.publicApiUrl, secret: ctx.env.sandboxSecret })
      : null,
];

/** The online gateways this installation can really take a payment with. */
export class PaymentRegistry {
  private readonly adapters: Map<PaymentGateway, PaymentGatewayAdapter>;

  constructor(adapters: readonly PaymentGatewayAdapter[]) {
    this.adapters = new Map(adapters.map((a) => [a.gateway, a]));
  }

  get(gateway: PaymentGateway): PaymentGatewayAdapter | null {
    return this.adapters.get(gateway) ?? null;
  }

  has(gateway: PaymentGateway): boolean {
    return this.adapters.has(gateway);
  }

  list(): PaymentGatewayAdapter[] {
    return [...this.adapters.values()];
  }

  /** The sandbox adapter when the installation has it. */
  sandbox(): SandboxGateway | null {
    const adapter = this.adapters.get('SANDBOX');
    return adapter instanceof SandboxGateway ? adapter : null;
  }
}

/** The adapters of this installation, from the environment. */
export function buildPaymentRegistry(context: GatewayFactoryContext): PaymentRegistry {
  const adapters = GATEWAY_FACTORIES.map((make) => make(context)).filter((a): a is PaymentGatewayAdapter => a !== null);
  return new PaymentRegistry(adapters);
}

/** Online gateways are the ones paid through an adapter; the others are paid on delivery or from the wallet. */
export function isOnlineGateway(gateway: PaymentGateway): boolean {
  return !OFFLINE_GATEWAYS.includes(gateway);
}
