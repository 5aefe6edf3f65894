import { CHECKOUT_STORAGE_KEY } from '@/config/constants';

/**
 * The checkout state lives in localStorage under 'pickbazar-checkout' (SPEC §3). A checked cart
 * (`verified_response`: totals the server confirmed) no longer holds once the cart changes, and neither does what
 * was worked out from it (the applied coupon's discount depends on the sub total and the shipping charge, the
 * payable amount on all of them); so every cart change clears those, without loading the checkout store on pages
 * that only browse. The shopper's choices (addresses, schedule, contact, payment, note) stay.
 *
 * The write is also announced as a `storage` event in this window: browsers only send that event to other tabs,
 * and a mounted jotai `atomWithStorage` (the checkout store) listens for it, so an open checkout page drops its
 * in-memory copy too instead of writing the stale answer back later.
 */
export function clearCheckedTotals(): void {
  if (typeof window === 'undefined') return;
  try {
    const storage = window.localStorage;
    const oldValue = storage.getItem(CHECKOUT_STORAGE_KEY);
    if (!oldValue) return;
    const state = JSON.parse(oldValue) as Record<string, unknown> | null;
    if (!state || typeof state !== 'object') return;
    if (state.verified_response == null && state.coupon == null && !state.payable_amount) return;
    const newValue = JSON.stringify({ ...state, verified_response: null, coupon: null, payable_amount: 0 });
    storage.setItem(CHECKOUT_STORAGE_KEY, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: CHECKOUT_STORAGE_KEY, oldValue, newValue, storageArea: storage }),
    );
  } catch {
    // A broken entry is the checkout page's to repair; browsing goes on.
  }
}

/**
 * Logout (SPEC §4): the checkout state goes back to its defaults. Announced like above, so a mounted checkout
 * store resets its in-memory copy instead of writing the old choices back.
 */
export function resetCheckoutState(): void {
  if (typeof window === 'undefined') return;
  try {
    const storage = window.localStorage;
    const oldValue = storage.getItem(CHECKOUT_STORAGE_KEY);
    if (oldValue === null) return;
    storage.removeItem(CHECKOUT_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: CHECKOUT_STORAGE_KEY, oldValue, newValue: null, storageArea: storage }),
    );
  } catch {
    // Storage can be unavailable (private mode quotas); there is then nothing to reset.
  }
}
