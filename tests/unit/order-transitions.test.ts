import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@/shared/order-status';
import { nextOrderStatuses, parentStatusOf, transitionRefusal, type OrderState } from '@/shared/order-transitions';

/** Every (from, to) pair of the rule, for an order paid on delivery, one paid online, and one not yet paid. */
const COD: Omit<OrderState, 'order_status'> = {
  payment_status: 'payment-cash-on-delivery',
  payment_gateway: 'CASH_ON_DELIVERY',
};
const PAID_CARD: Omit<OrderState, 'order_status'> = { payment_status: 'payment-success', payment_gateway: 'STRIPE' };
const UNPAID_CARD: Omit<OrderState, 'order_status'> = { payment_status: 'payment-pending', payment_gateway: 'STRIPE' };
const PROCESSING_CARD: Omit<OrderState, 'order_status'> = {
  payment_status: 'payment-processing',
  payment_gateway: 'STRIPE',
};

const allowed = (payment: Omit<OrderState, 'order_status'>) =>
  Object.fromEntries(
    ORDER_STATUSES.map((from) => [
      from,
      ORDER_STATUSES.filter((to) => transitionRefusal({ ...payment, order_status: from }, to) === null),
    ]),
  );

describe('the order status rule', () => {
  it('cash on delivery: one step forward at a time, or cancelled while open; nothing else', () => {
    expect(allowed(COD)).toEqual({
      'order-pending': ['order-cancelled'],
      'order-processing': ['order-at-local-facility', 'order-cancelled'],
      'order-at-local-facility': ['order-out-for-delivery', 'order-cancelled'],
      'order-out-for-delivery': ['order-completed', 'order-cancelled'],
      'order-completed': [],
      'order-cancelled': [],
      'order-refunded': [],
      'order-failed': [],
    });
  });

  it('paid online: forward only (its money goes back through a refund, not a cancel)', () => {
    expect(allowed(PAID_CARD)).toEqual({
      'order-pending': [],
      'order-processing': ['order-at-local-facility'],
      'order-at-local-facility': ['order-out-for-delivery'],
      'order-out-for-delivery': ['order-completed'],
      'order-completed': [],
      'order-cancelled': [],
      'order-refunded': [],
      'order-failed': [],
    });
  });

  it('an online order not yet paid cannot be shipped, only cancelled', () => {
    for (const payment of [UNPAID_CARD, PROCESSING_CARD]) {
      const table = allowed(payment);
      for (const from of ['order-pending', 'order-processing'] as OrderStatus[]) {
        expect(table[from]).toEqual(['order-cancelled']);
      }
    }
    expect(transitionRefusal({ ...UNPAID_CARD, order_status: 'order-processing' }, 'order-at-local-facility')).toMatch(
      /payment .* not gone through/,
    );
  });

  it('failed and refunded never come from a person', () => {
    for (const from of ORDER_STATUSES) {
      for (const payment of [COD, PAID_CARD, UNPAID_CARD]) {
        expect(transitionRefusal({ ...payment, order_status: from }, 'order-failed')).not.toBeNull();
        expect(transitionRefusal({ ...payment, order_status: from }, 'order-refunded')).not.toBeNull();
      }
    }
  });

  it('nextOrderStatuses offers exactly the allowed moves, delivery steps first', () => {
    expect(nextOrderStatuses({ ...COD, order_status: 'order-out-for-delivery' })).toEqual([
      'order-completed',
      'order-cancelled',
    ]);
    expect(nextOrderStatuses({ ...COD, order_status: 'order-completed' })).toEqual([]);
  });
});

describe('a parent order follows its shops’ orders', () => {
  it.each<[OrderStatus[], OrderStatus | null]>([
    [['order-completed', 'order-completed'], 'order-completed'],
    [['order-completed', 'order-cancelled'], 'order-completed'],
    [['order-cancelled', 'order-cancelled'], 'order-cancelled'],
    [['order-out-for-delivery', 'order-processing'], 'order-processing'],
    [['order-completed', 'order-at-local-facility'], 'order-at-local-facility'],
    [['order-cancelled', 'order-out-for-delivery'], 'order-out-for-delivery'],
    [['order-refunded', 'order-refunded'], null],
    [[], null],
  ])('%j → %s', (children, parent) => {
    expect(parentStatusOf(children)).toBe(parent);
  });
});
