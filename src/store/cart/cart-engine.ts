/**
 * What changes the cart: the reducer with its totals in cents, reading a saved cart back, and clearing the totals
 * checkout verified. CartProvider loads it right after hydration, so no page's first load carries it: the server
 * renders an empty cart and nothing changes the cart before the saved one is restored.
 */
export { cartReducer } from './cart.reducer';
export { parseSavedCart } from './cart.utils';
export { clearCheckedTotals } from '../checkout-storage';
