import type { RateLimiterOptions } from '../../http/rate-limit';

const MINUTES = 60_000;

/**
 * Limits of the account endpoints, tighter than the general write limit because each guess at a password
 * or token, and each mail sent, is what an attacker would repeat. Per client address on the route, and per
 * account inside the services (so spreading guesses over many addresses does not help either).
 */
export const AUTH_LIMITS = {
  signInPerAddress: { max: 20, windowMs: 15 * MINUTES },
  signInPerEmail: { max: 10, windowMs: 15 * MINUTES },
  registerPerAddress: { max: 10, windowMs: 15 * MINUTES },
  resetRequestPerAddress: { max: 10, windowMs: 15 * MINUTES },
  resetRequestPerEmail: { max: 3, windowMs: 15 * MINUTES },
  tokenCheckPerAddress: { max: 20, windowMs: 15 * MINUTES },
  verificationMailPerAddress: { max: 10, windowMs: 15 * MINUTES },
  verificationMailPerUser: { max: 3, windowMs: 15 * MINUTES },
  accountChangePerAddress: { max: 20, windowMs: 15 * MINUTES },
  passwordCheckPerUser: { max: 10, windowMs: 15 * MINUTES },
} satisfies Record<string, RateLimiterOptions>;
