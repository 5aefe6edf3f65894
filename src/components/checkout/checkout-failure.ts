import { translateError } from '@/components/forms/translate-error';
import type { ApiError } from '@/framework/rest/errors';
import { formatPrice, type MoneyFormat } from '@/lib/use-price';

/** A failed checkout call as the shopper reads it: what happened, and the API's field messages (what to fix). */
export interface CheckoutFailure {
  message: string;
  details: string[];
}

/** CONTRACT §6 step 1: the provider's 400 answer for a cart below settings.minimumOrderAmount. */
const MINIMUM = /^Minimum order amount is (\d+(?:\.\d+)?)$/;

/**
 * The minimum order amount in the shopper's language and currency format; field errors (a changed price, a sold-out
 * line, a coupon that no longer applies) listed under `lead`; anything else through translateError.
 */
export function checkoutFailure(
  error: ApiError,
  t: (key: string, options?: Record<string, unknown>) => string,
  format: MoneyFormat,
  lead: string,
): CheckoutFailure {
  const minimum = MINIMUM.exec(error.message);
  if (minimum) {
    return {
      message: t('text-minimum-order-amount', { amount: formatPrice(Number(minimum[1]), format) }),
      details: [],
    };
  }
  const details = [...new Set(Object.values(error.errors ?? {}).flat())].map((key) => t(key));
  return { message: details.length > 0 ? t(lead) : translateError(error, t), details };
}
