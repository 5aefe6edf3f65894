import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards. Views that depend on the browser
 * (the sign-in cookie) render their neutral state until then, so server and first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
