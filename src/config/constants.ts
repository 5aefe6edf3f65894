/** Business constants of SPEC §9, in one place. */
export const PAGE_SIZE = 20;
export const CATEGORY_LIMIT = 1000;
export const IMAGE_QUALITY = 75;
export const AUTH_TOKEN_EXPIRES_DAYS = 1;
export const CART_STORAGE_KEY = 'pick-cart';
export const CHECKOUT_STORAGE_KEY = 'pickbazar-checkout';
export const TOAST_AUTO_CLOSE_MS = 2000;
export const DEFAULT_SITE_TITLE = 'PickBazar';
export const FALLBACK_SITE_TITLE = 'E-Commerce';
