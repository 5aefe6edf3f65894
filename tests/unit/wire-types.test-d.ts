import { describe, expectTypeOf, it } from 'vitest';
import type { paths } from '@/framework/rest/api-schema';
import type { Client } from '@/framework/rest/client';

/**
 * Every answer our API documents for an endpoint the storefront calls fits the type the client declares for it
 * (src/framework/rest/client.ts): the client's types may be wider (other providers), never narrower or
 * different. Checked by the compiler, in `npm run typecheck` and in vitest's type check of this file.
 */
type Method = 'get' | 'post' | 'put' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : 'no JSON answer';
/** The documented success answer: 200, or 201 for a route that creates (POST /orders). */
type Answer<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: { 200: infer Ok } }
  ? Json<Ok>
  : paths[P][M] extends { responses: { 201: infer Created } }
    ? Json<Created>
    : 'no documented 200 or 201 answer';
/**
 * What a documented answer resolves with: the answers that say no with HTTP 200 (`{success: false}`, a sign-in
 * answer without a token) reject as ApiError in the client's response interceptor (http.ts refusalOf).
 */
type Resolved<A> = A extends { success: false } | { token: null } ? never : A;
type Declared<F> = F extends (...args: never[]) => Promise<infer T> ? T : never;

/** Compiles only when the table names a route (or null) for every function of the client. */
type Complete<T extends { [G in keyof Client]: { [F in keyof Client[G]]: readonly [keyof paths, Method] | null } }> = T;

/** The route each client function calls; null if it reads no answer of our API. */
type Routes = Complete<{
  settings: { get: ['/settings', 'get'] };
  types: { all: ['/types', 'get']; get: ['/types/{slug}', 'get'] };
  categories: { paginated: ['/categories', 'get']; get: ['/categories/{slug}', 'get'] };
  tags: { paginated: ['/tags', 'get']; get: ['/tags/{slug}', 'get'] };
  products: {
    paginated: ['/products', 'get'];
    get: ['/products/{slug}', 'get'];
    popular: ['/popular-products', 'get'];
    featured: ['/product-featured', 'get'];
    bestSelling: ['/best-selling-products', 'get'];
  };
  shops: {
    paginated: ['/shops', 'get'];
    get: ['/shops/{slug}', 'get'];
    nearby: ['/near-by-shop/{lat}/{lng}', 'get'];
  };
  storeNotices: { paginated: ['/store-notices', 'get'] };
  authors: { paginated: ['/authors', 'get']; top: ['/top-authors', 'get']; get: ['/authors/{slug}', 'get'] };
  manufacturers: {
    paginated: ['/manufacturers', 'get'];
    top: ['/top-manufacturers', 'get'];
    get: ['/manufacturers/{slug}', 'get'];
  };
  concerns: {
    paginated: ['/concerns', 'get'];
    // Answers whether the provider has concerns at all (404 or a page), not a wire shape.
    available: null;
    top: ['/top-concerns', 'get'];
    get: ['/concerns/{slug}', 'get'];
  };
  faqs: { paginated: ['/faqs', 'get'] };
  termsAndConditions: { paginated: ['/terms-and-conditions', 'get'] };
  flashSales: {
    paginated: ['/flash-sale', 'get'];
    get: ['/flash-sale/{slug}', 'get'];
    products: ['/products-by-flash-sale', 'get'];
  };
  coupons: { paginated: ['/coupons', 'get']; verify: ['/coupons/verify', 'post'] };
  orders: {
    paginated: ['/orders', 'get'];
    get: ['/orders/{id}', 'get'];
    verify: ['/orders/checkout/verify', 'post'];
    create: ['/orders', 'post'];
  };
  cards: {
    all: ['/cards', 'get'];
    add: ['/cards', 'post'];
    remove: ['/cards/{id}', 'delete'];
    setDefault: ['/set-default-card', 'post'];
    setupIntent: ['/cards/setup-intent', 'post'];
    savePaymentMethod: ['/save-payment-method', 'post'];
  };
  reviews: {
    paginated: ['/reviews', 'get'];
    get: ['/reviews/{id}', 'get'];
    create: ['/reviews', 'post'];
    update: ['/reviews/{id}', 'put'];
  };
  questions: { paginated: ['/questions', 'get']; create: ['/questions', 'post']; mine: ['/my-questions', 'get'] };
  feedbacks: { give: ['/feedbacks', 'post'] };
  abusiveReports: { create: ['/abusive_reports', 'post']; mine: ['/my-reports', 'get'] };
  wishlists: {
    toggle: ['/wishlists/toggle', 'post'];
    has: ['/wishlists/in_wishlist/{product_id}', 'get'];
    among: ['/wishlists/in_wishlist', 'get'];
    remove: ['/wishlists/{product_id}', 'delete'];
    mine: ['/my-wishlists', 'get'];
  };
  auth: {
    login: ['/token', 'post'];
    register: ['/register', 'post'];
    logout: ['/logout', 'post'];
    socialLogin: ['/social-login-token', 'post'];
    forgotPassword: ['/forget-password', 'post'];
    verifyForgotPasswordToken: ['/verify-forget-password-token', 'post'];
    resetPassword: ['/reset-password', 'post'];
    changePassword: ['/change-password', 'post'];
    setPassword: ['/set-password', 'post'];
    updateEmail: ['/update-email', 'post'];
    resendVerificationEmail: ['/email/verification-notification', 'post'];
    verifyEmail: ['/email/verify', 'post'];
    sendOtpCode: ['/send-otp-code', 'post'];
    verifyOtpCode: ['/verify-otp-code', 'post'];
    otpLogin: ['/otp-login', 'post'];
    phoneExists: ['/otp/phone-exists', 'post'];
    firebaseVerifyOtp: ['/otp/verify-otp-code', 'post'];
    firebaseOtpLogin: ['/otp/otp-login', 'post'];
    updateContact: ['/update-contact', 'post'];
    firebaseUpdateContact: ['/otp/update-contact', 'post'];
  };
  users: {
    me: ['/me', 'get'];
    update: ['/users/{id}', 'put'];
    deleteAddress: ['/address/{id}', 'delete'];
    upload: ['/attachments', 'post'];
  };
  payments: { intent: ['/payment-intent', 'get']; confirm: ['/orders/payment', 'post'] };
  refunds: {
    paginated: ['/refunds', 'get'];
    create: ['/refunds', 'post'];
    reasons: ['/refund-reasons', 'get'];
  };
  downloads: { paginated: ['/downloads', 'get']; digitalFile: ['/downloads/digital_file', 'post'] };
  dev: { outbox: ['/dev/outbox', 'get'] };
  inbox: {
    contactUs: ['/contact-us', 'post'];
    subscribe: ['/subscribe-to-newsletter', 'post'];
    productRequest: ['/product-request', 'post'];
  };
}>;

/** "group.function" of every client function whose documented answer does not fit its declared type. */
type Misfits = {
  [G in keyof Client]: {
    [F in keyof Client[G]]: F extends keyof Routes[G]
      ? Routes[G][F] extends readonly [infer P extends keyof paths, infer M extends Method]
        ? Resolved<Answer<P, M>> extends Declared<Client[G][F]>
          ? never
          : `${G & string}.${F & string}`
        : never
      : never;
  }[keyof Client[G]];
}[keyof Client];

describe('the client (src/framework/rest/client.ts)', () => {
  it('declares for every endpoint a type that our API’s documented answer fits', () => {
    // A type error here names each "group.function" whose documented answer does not fit.
    const misfits: [Misfits] extends [never] ? 'none' : Misfits = 'none';
    expectTypeOf(misfits).toEqualTypeOf<'none'>();
  });
});
