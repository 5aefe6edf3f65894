import { AppError } from '../../errors';
import { GatewayUnavailableError, type PaymentGatewayAdapter, type SavedCardStore } from '../payment/gateway';
import type { PaymentRegistry } from '../payment/registry';

export type CardGateway = Pick<PaymentGatewayAdapter, 'gateway' | 'title'> & { cards: SavedCardStore };

const UNAVAILABLE = 'The card service cannot be reached right now. Please try again later.';

/** Gateway outages answer 503 with words for people; the order or card stays as it was. */
function guarded(cards: SavedCardStore): SavedCardStore {
  const wrap =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (err) {
        if (err instanceof GatewayUnavailableError) throw new AppError('UNAVAILABLE', UNAVAILABLE);
        throw err;
      }
    };
  return {
    createCustomer: wrap(cards.createCustomer.bind(cards)),
    attachMethod: wrap(cards.attachMethod.bind(cards)),
    detachMethod: wrap(cards.detachMethod.bind(cards)),
    createSetup: wrap(cards.createSetup.bind(cards)),
    methodOfPayment: wrap(cards.methodOfPayment.bind(cards)),
    usePaymentMethod: wrap(cards.usePaymentMethod.bind(cards)),
  };
}

/** Whether this installation keeps saved cards at all (a card gateway is configured). */
export function hasCardGateway(payments: PaymentRegistry): boolean {
  return payments.list().some((a) => a.cards);
}

/**
 * The gateway that keeps saved cards on this installation (Stripe, when its keys are set). Without one every card
 * endpoint but the list (empty) answers 422 with a message a shopper understands.
 */
export function cardGateway(payments: PaymentRegistry): CardGateway {
  const adapter = payments.list().find((a) => a.cards);
  if (!adapter?.cards) throw new AppError('VALIDATION_FAILED', 'Saved cards are not available in this shop.');
  return { gateway: adapter.gateway, title: adapter.title, cards: guarded(adapter.cards) };
}
