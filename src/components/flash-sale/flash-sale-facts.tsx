import type { FlashSale } from '@/framework/rest/types';
import { formatDate, machineDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';

/** The campaign's discount and its end date. */
export function FlashSaleFacts({ sale }: { sale: FlashSale }) {
  const { t, i18n } = useTranslation();
  const ends = sale.end_date && machineDate(sale.end_date) ? sale.end_date : null;
  const percent = sale.type === 'percentage' && typeof sale.rate === 'number' ? sale.rate : null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-800">
      {percent ? <span className="font-semibold">{t('text-discount-off', { value: `${percent}%` })}</span> : null}
      {ends ? <span>{t('text-flash-sale-ends', { date: formatDate(ends, i18n.language, 'long') })}</span> : null}
    </p>
  );
}
