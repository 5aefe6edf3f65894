import { describe, expect, it } from 'vitest';
import { gatewayName, PAYMENT_STATUS_LABEL, progressSteps } from '@/components/order/order-status';

const states = (status: string | undefined) => progressSteps(status).map((step) => `${step.status}:${step.state}`);

describe('progressSteps (CONTRACT §7 order of statuses)', () => {
  it('marks the steps before the status done and the status current', () => {
    expect(states('order-at-local-facility')).toEqual([
      'order-pending:done',
      'order-processing:done',
      'order-at-local-facility:current',
      'order-out-for-delivery:upcoming',
      'order-completed:upcoming',
    ]);
  });

  it('ends with completed, or with how the order ended instead', () => {
    expect(states('order-completed').at(-1)).toBe('order-completed:current');
    for (const ending of ['order-cancelled', 'order-refunded', 'order-failed']) {
      const steps = states(ending);
      expect(steps).toHaveLength(5);
      expect(steps.at(-1)).toBe(`${ending}:current`);
      expect(steps.slice(0, 4).every((step) => step.endsWith(':done'))).toBe(true);
    }
  });

  it('counts an unknown or missing status as pending', () => {
    expect(states('order-lost-in-space')[0]).toBe('order-pending:current');
    expect(states(undefined)[0]).toBe('order-pending:current');
  });
});

describe('payment status and gateway names', () => {
  it('reads both spellings of cash on delivery the same (CONTRACT §7)', () => {
    expect(PAYMENT_STATUS_LABEL['cash-on-delivery']).toBe(PAYMENT_STATUS_LABEL['payment-cash-on-delivery']);
  });

  it('translates our gateways and names the online ones by brand', () => {
    const t = (key: string) => `«${key}»`;
    expect(gatewayName('CASH_ON_DELIVERY', t)).toBe('«text-cash-on-delivery»');
    expect(gatewayName('FULL_WALLET_PAYMENT', t)).toBe('«text-wallet»');
    expect(gatewayName('PAYPAL', t)).toBe('PayPal');
    expect(gatewayName('SOMETHING_NEW', t)).toBe('SOMETHING_NEW');
  });
});
