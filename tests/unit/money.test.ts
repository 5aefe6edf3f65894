import { describe, expect, it } from 'vitest';
import { formatMinorUnits, fromMinorUnits, parseMinorUnits, toMinorUnits } from '@/shared/money';

describe('toMinorUnits', () => {
  it('counts cents exactly where multiplying by 100 drifts', () => {
    expect(19.99 * 100).not.toBe(1999); // the trap: 1998.9999999999998
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(4.35)).toBe(435);
    expect(toMinorUnits(0)).toBe(0);
    expect(toMinorUnits(24)).toBe(2400);
  });

  it('gives back every cent amount up to $1,000 written as a decimal', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 100_000; cents++) {
      if (toMinorUnits(Number(formatMinorUnits(cents))) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it('rounds half a cent away from zero on the written decimal', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // what the naive rule gives
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(2.675)).toBe(268);
    expect(toMinorUnits(0.125)).toBe(13);
    expect(toMinorUnits(1.0049)).toBe(100);
    expect(toMinorUnits(-1.005)).toBe(-101);
    expect(toMinorUnits(-0.001)).toBe(0);
    expect(Object.is(toMinorUnits(-0.001), -0)).toBe(false);
  });

  it('handles amounts whose text has an exponent, and refuses what cannot be counted', () => {
    expect(toMinorUnits(1e-7)).toBe(0);
    expect(toMinorUnits(123456789012.34)).toBe(12345678901234);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinorUnits(1e21)).toThrow(RangeError);
  });
});

describe('fromMinorUnits and formatMinorUnits', () => {
  it('turns cents back into currency units and the two-decimal wire text', () => {
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(toMinorUnits(0.1 + 0.2))).toBe(0.3);
    expect(formatMinorUnits(123450)).toBe('1234.50');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(-99)).toBe('-0.99');
    expect(() => formatMinorUnits(1.5)).toThrow(RangeError);
  });
});

describe('parseMinorUnits (a provider amount)', () => {
  it('reads numbers and plain numeric strings', () => {
    expect(parseMinorUnits(24)).toBe(2400);
    expect(parseMinorUnits('24.00')).toBe(2400);
    expect(parseMinorUnits(' 19.99 ')).toBe(1999);
    expect(parseMinorUnits('1.005')).toBe(101);
    expect(parseMinorUnits('.5')).toBe(50);
    expect(parseMinorUnits(0)).toBe(0);
    expect(parseMinorUnits('0')).toBe(0);
  });

  it('gives null for nothing, junk, non-finite, negative or uncountable amounts', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'abc',
      '1,234.50',
      '0x10',
      '1e2',
      '12abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1,
      '-0.50',
      1e300,
      '99999999999999999999',
      true,
      {},
    ]) {
      expect(parseMinorUnits(value), String(value)).toBeNull();
    }
  });
});
