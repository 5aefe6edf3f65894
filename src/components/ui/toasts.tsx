import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { subscribeToasts, toastsRequested } from '@/lib/notify';

const ToastArea = dynamic(() => import('./toast-area'), { ssr: false });

/** Mounts the toast container once something asks for a toast. */
export function Toasts() {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  return requested ? <ToastArea /> : null;
}
