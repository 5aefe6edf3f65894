import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/provider';

export interface CardFieldState {
  complete: boolean;
  error: string | null;
}

/**
 * Stripe's card element (number, expiry, CVC in one field, drawn by Stripe.js in its own frame: the card number
 * never reaches our pages or our server) with a label and the element's own validation message.
 */
export function CardField({ state, onChange }: { state: CardFieldState; onChange: (state: CardFieldState) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const change = (event: StripeCardElementChangeEvent) =>
    onChange({ complete: event.complete, error: event.error?.message ?? null });
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-gray-800">
        {t('text-card-details')}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={state.error ? errorId : undefined}
        className="rounded-md border border-gray-300 bg-white px-3 py-3 focus-within:border-accent"
      >
        <CardElement
          onChange={change}
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#111827' } } }}
        />
      </div>
      {state.error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
