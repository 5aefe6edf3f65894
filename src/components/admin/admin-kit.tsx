import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';

/**
 * The back office's small helpers: texts of statuses, dates, money and addresses, and page states. Written here
 * on purpose rather than imported from the shop's order and UI components: a module the back office shares with
 * some shop pages makes the bundler regroup those pages' chunks, and the shop's first-load JavaScript grew by up
 * to 0.9 kB gzip when it did. The back office may import only what every shop page loads already (the _app
 * shell: Button, Link, settings, translations, the modal store, the house formatters) and its own files.
 */
export function useAdminFormat() {
  const { t, i18n } = useTranslation();
  const moneyFormat = useMoneyFormat();
  return {
    // The shop's labels: text-order-processing …, text-payment-… (as src/components/order/order-status.ts).
    status: (status: string) => t(`text-${status}`),
    payment: (status: string) =>
      t(status === 'payment-awaiting-for-approval' ? 'text-payment-awaiting-approval' : `text-${status}`),
    // In UTC, and saying so: staff in several time zones read the same history.
    date: (value: string) => formatDateTime(value, i18n.language),
    money: (amount: number) => formatPrice(amount, moneyFormat),
    address: (a: { street_address?: string; city?: string; state?: string; zip?: string; country?: string } | null) =>
      a ? [a.street_address, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ') : '—',
  };
}

export function AdminLoading() {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className="py-8 text-center text-gray-700">
      {t('text-loading')}
    </p>
  );
}

export function AdminMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children ? <div className="text-sm text-gray-700">{children}</div> : null}
    </div>
  );
}
