import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS, rateLimitVariable, readRateLimits } from '@/config/rate-limits';

describe('readRateLimits', () => {
  it("keeps today's values when nothing is set", () => {
    expect(readRateLimits({})).toEqual(RATE_LIMIT_DEFAULTS);
    expect(RATE_LIMIT_DEFAULTS.signInPerAddress).toEqual({ max: 20, windowMs: 15 * 60_000 });
  });

  it('names one variable per limit', () => {
    expect(rateLimitVariable('signInPerAddress')).toBe('RATE_LIMIT_SIGN_IN_PER_ADDRESS');
    expect(rateLimitVariable('otpSendPerNumber')).toBe('RATE_LIMIT_OTP_SEND_PER_NUMBER');
  });

  it('reads a count alone (same window) or a count and a window in seconds', () => {
    const limits = readRateLimits({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: '500', RATE_LIMIT_OTP_CHECK_PER_ADDRESS: '90/60' });
    expect(limits.signInPerAddress).toEqual({ max: 500, windowMs: 15 * 60_000 });
    expect(limits.otpCheckPerAddress).toEqual({ max: 90, windowMs: 60_000 });
    expect(limits.registerPerAddress).toEqual(RATE_LIMIT_DEFAULTS.registerPerAddress);
  });

  it.each(['0', '-5', '10/0', 'lots', '1.5', '10/ 60s'])('refuses %j with a message naming the variable', (raw) => {
    expect(() => readRateLimits({ RATE_LIMIT_REGISTER_PER_ADDRESS: raw })).toThrow(/RATE_LIMIT_REGISTER_PER_ADDRESS/);
  });
});
