import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { type MoneyLine, MoneyLines } from './money-lines';

const money = (value: number | string | null | undefined) => Number(value ?? 0) || 0;

/**
 * The order's money lines as the server recorded them: sub total, tax, shipping, discount, total, the wallet
 * money spent on it and what was left to pay (CONTRACT §4 Order, wallet_point).
 */
export function OrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation();
  const total = money(order.total ?? order.paid_total);
  const wallet = money(order.wallet_point?.amount);
  const payable = fromMinorUnits(Math.max(0, toMinorUnits(total) - toMinorUnits(wallet)));
  const lines: MoneyLine[] = [
    { label: t('text-subtotal'), amount: money(order.amount), testId: 'order-subtotal' },
    { label: t('text-tax'), amount: money(order.sales_tax), testId: 'order-tax' },
    { label: t('text-shipping-charge'), amount: money(order.delivery_fee), testId: 'order-shipping' },
    { label: t('text-discount'), amount: money(order.discount), minus: true, testId: 'order-discount' },
    { label: t('text-total'), amount: total, strong: true, testId: 'order-total' },
    ...(wallet > 0 ? [{ label: t('text-wallet-used'), amount: wallet, minus: true, testId: 'order-wallet' }] : []),
    { label: t('text-payable'), amount: payable, strong: true, testId: 'order-payable' },
  ];
  return <MoneyLines lines={lines} />;
}
