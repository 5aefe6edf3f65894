/**
 * Every named rate limit of the API with its default, in one table. Operators change any of them with
 * `RATE_LIMIT_<NAME>=<max>` or `<max>/<window seconds>` (NAME is the key in upper snake case, e.g.
 * `RATE_LIMIT_SIGN_IN_PER_ADDRESS=200/900`): a shop behind a carrier-grade NAT, where many shoppers share one
 * address, or a test lab raises them without editing code. The general limit of write endpoints keeps its own
 * two variables (RATE_LIMIT_WRITES_PER_WINDOW, RATE_LIMIT_WINDOW_SECONDS).
 *
 * Account limits are tighter than the write limit because each guess at a password, code or token, and each
 * mail or text sent, is what an attacker would repeat. Per client address on the routes, and per account,
 * email or number inside the services, so spreading guesses over many addresses does not help either.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTES = 60_000;

export const RATE_LIMIT_DEFAULTS = {
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
  /** Sending codes and looking numbers up share one budget (each reveals or costs something). */
  otpSendPerAddress: { max: 10, windowMs: 10 * MINUTES },
  /** Code checks (each code also dies after 5 wrong tries). */
  otpCheckPerAddress: { max: 30, windowMs: 10 * MINUTES },
  otpSendPerNumber: { max: 3, windowMs: 10 * MINUTES },
  /** Coupon codes can be guessed one request at a time, like codes and passwords. */
  couponVerifyPerAddress: { max: 30, windowMs: 10 * MINUTES },
  /** A guest order is read with its tracking number and contact: each look-up is a guess at both. */
  guestOrderLookupPerAddress: { max: 30, windowMs: 10 * MINUTES },
  /** Product questions: text other people read (the per-product limit of settings is the other guard). */
  questionPerAddress: { max: 20, windowMs: 15 * MINUTES },
  /** Abuse reports: text the shop's staff must read. */
  abuseReportPerAddress: { max: 20, windowMs: 15 * MINUTES },
  /** Back-office writes (status moves, members): people at work, signed in; roomier than the general write limit. */
  backOfficePerAddress: { max: 300, windowMs: 5 * MINUTES },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/** `signInPerAddress` → `RATE_LIMIT_SIGN_IN_PER_ADDRESS` */
export function rateLimitVariable(name: RateLimitName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** The limits with the environment's overrides; throws a readable message for a malformed value. */
export function readRateLimits(env: Record<string, string | undefined>): RateLimits {
  const limits = {} as RateLimits;
  for (const name of Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]) {
    const variable = rateLimitVariable(name);
    const raw = env[variable]?.trim();
    if (!raw) {
      limits[name] = { ...RATE_LIMIT_DEFAULTS[name] };
      continue;
    }
    const match = /^(\d+)(?:\/(\d+))?$/.exec(raw);
    const max = Number(match?.[1]);
    const seconds = match?.[2] === undefined ? RATE_LIMIT_DEFAULTS[name].windowMs / 1000 : Number(match[2]);
    if (!match || max < 1 || seconds < 1) {
      throw new Error(`${variable} must be <max> or <max>/<window seconds>, both whole numbers ≥ 1 (got "${raw}")`);
    }
    limits[name] = { max, windowMs: seconds * 1000 };
  }
  return limits;
}
