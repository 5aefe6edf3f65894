import { describe, expect, it } from 'vitest';
import { currencyDecimals, toGatewayDecimal, toGatewayMinorUnits } from '@/server/services/payment/currency-units';

describe('amounts at the payment gateways', () => {
  it('knows zero-, two- and three-decimal currencies, in any case', () => {
    expect(['JPY', 'krw', 'VND'].map(currencyDecimals)).toEqual([0, 0, 0]);
    expect(['USD', 'eur', 'HUF', 'ISK'].map(currencyDecimals)).toEqual([2, 2, 2, 2]);
    expect(['KWD', 'bhd', 'TND'].map(currencyDecimals)).toEqual([3, 3, 3]);
  });

  it('turns the shop’s hundredths into the currency’s own smallest unit', () => {
    expect(toGatewayMinorUnits(123_400, 'JPY')).toBe(1234);
    expect(toGatewayMinorUnits(123_449, 'JPY')).toBe(1234);
    expect(toGatewayMinorUnits(123_450, 'JPY')).toBe(1235);
    expect(toGatewayMinorUnits(1_999, 'USD')).toBe(1999);
    expect(toGatewayMinorUnits(1_999, 'KWD')).toBe(19_990);
  });

  it('writes decimal amounts without decimals for zero-decimal currencies', () => {
    expect(toGatewayDecimal(123_400, 'JPY')).toBe('1234');
    expect(toGatewayDecimal(1_999, 'USD')).toBe('19.99');
  });
});
