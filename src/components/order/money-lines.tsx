import { formatPrice, useMoneyFormat } from '@/lib/use-price';

export interface MoneyLine {
  /** Already translated. */
  label: string;
  amount: number;
  /** Shown as taken off (discount, wallet): a minus sign before the amount. */
  minus?: boolean;
  /** The line that sums up (total, payable). */
  strong?: boolean;
  /** For tests and the end-to-end checks that compare with the server's figures. */
  testId?: string;
}

/** The money lines of a checkout or an order (sub total, tax, shipping, discount, total, payable). */
export function MoneyLines({ lines, className = '' }: { lines: MoneyLine[]; className?: string }) {
  const format = useMoneyFormat();
  return (
    <dl className={`flex flex-col gap-2 text-sm ${className}`}>
      {lines.map((line) => (
        <div
          key={line.label}
          className={`flex items-center justify-between gap-4 ${line.strong ? 'border-t border-gray-200 pt-2 text-base font-bold text-gray-900' : 'text-gray-700'}`}
        >
          <dt>{line.label}</dt>
          <dd className={line.strong ? '' : 'font-semibold text-gray-900'} data-testid={line.testId}>
            <span dir="ltr">
              {line.minus && line.amount > 0 ? '−' : ''}
              {formatPrice(line.amount, format)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
