import { serverEnv } from '@/config/env';
import { AppError } from '../../errors';
import type { PaymentGatewayAdapter, SavedCardStore } from '../../payments/gateway';
import { createStripeAdapter } from '../../payments/stripe';

export type CardGateway = PaymentGatewayAdapter & { cards: SavedCardStore };

let built: { config: unknown; adapter: CardGateway } | null = null;

/**
 * The gateway that keeps saved cards on this installation (Stripe, when its keys are set). Saved cards need one;
 * without it every card endpoint answers 422 with a message a shopper understands.
 */
export function cardGateway(): CardGateway {
  const config = serverEnv().payments.stripe;
  if (!config) throw new AppError('VALIDATION_FAILED', 'Saved cards are not available in this shop.');
  // One SDK client per configuration: tests change the environment between files.
  if (built?.config !== config) built = { config, adapter: createStripeAdapter(config) as CardGateway };
  return built.adapter;
}
