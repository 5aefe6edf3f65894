import { useSyncExternalStore } from 'react';
import { clientOnly } from '@/lib/client-only';
import { subscribeToasts, toastsRequested } from '@/lib/notify';

const ToastArea = clientOnly(() => import('./toast-area').then((m) => m.default));

/** Mounts the toast container once something asks for a toast. */
export function Toasts() {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  return requested ? <ToastArea /> : null;
}
