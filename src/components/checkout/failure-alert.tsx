import { Alert } from '@/components/ui/alert';
import type { CheckoutFailure } from './checkout-failure';

/** A failed checkout call: its message and, as a list, what to fix. */
export function FailureAlert({ failure, onClose }: { failure: CheckoutFailure; onClose: () => void }) {
  return (
    <Alert variant="error" onClose={onClose}>
      <p>{failure.message}</p>
      {failure.details.length > 0 ? (
        <ul className="list-disc ps-5">
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
