import { useRouter } from 'next/router';
import { Link } from '@/components/ui/link';
import { type BackOfficeRefundFilter, useBackOfficeRefunds } from '@/framework/rest/back-office-refunds';
import { useTranslation } from '@/lib/i18n/provider';
import { REFUND_QUEUE_STATUSES, type RefundQueueStatus } from '@/shared/validation/back-office-refunds';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';
import { AdminPager } from '../admin-pager';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const field = 'rounded-md border border-gray-400 px-3 py-2 text-sm text-gray-900';

/** The filter as the address holds it, so a filtered queue can be bookmarked and the back button works. */
function useFilter(): [BackOfficeRefundFilter, (next: Partial<BackOfficeRefundFilter>) => void] {
  const router = useRouter();
  const status = one(router.query.status);
  const filter: BackOfficeRefundFilter = {
    status: (REFUND_QUEUE_STATUSES as readonly string[]).includes(status) ? (status as RefundQueueStatus) : '',
    page: Math.max(1, Number(one(router.query.page)) || 1),
  };
  const set = (next: Partial<BackOfficeRefundFilter>) => {
    const merged = { ...filter, ...next };
    const query = Object.fromEntries(
      Object.entries(merged).filter(([k, v]) => v !== '' && v !== undefined && !(k === 'page' && v === 1)),
    );
    void router.push({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  return [filter, set];
}

/** The refund queue: open refunds first (the operator's whole queue; owners and staff their shops' parts). */
export function AdminRefundList() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [filter, setFilter] = useFilter();
  const { data, error, isLoading } = useBackOfficeRefunds(filter);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('text-refunds')}</h1>
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
          {t('label-status')}
          <select
            className={field}
            value={filter.status}
            onChange={(e) => setFilter({ status: e.target.value as RefundQueueStatus | '', page: 1 })}
          >
            <option value="">{t('text-any-status')}</option>
            {REFUND_QUEUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`refund-status-${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? <AdminMessage title={error.message} /> : null}
      {isLoading ? <AdminLoading /> : null}
      {data && data.data.length === 0 ? <AdminMessage title={t('text-no-refunds')} /> : null}
      {data && data.data.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{t('text-refunds')}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                {[
                  'label-refund',
                  'label-tracking-number',
                  'label-customer',
                  'label-reason',
                  'label-date',
                  'label-amount',
                  'label-status',
                ].map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.data.map((refund) => (
                <tr key={refund.id} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    <Link href={`/admin/refunds/${refund.id}`} className="text-emerald-800 underline">
                      {t('text-refund-number', { id: refund.id })}
                    </Link>
                  </th>
                  <td className="px-3 py-2" dir="ltr">
                    {refund.tracking_number}
                  </td>
                  <td className="px-3 py-2">
                    {[refund.customer_name, refund.shop?.name].filter(Boolean).join(' · ') || '—'}
                  </td>
                  <td className="px-3 py-2">{refund.reason ?? refund.title}</td>
                  <td className="px-3 py-2">{format.date(refund.created_at)}</td>
                  <td className="px-3 py-2" dir="ltr">
                    {format.money(refund.amount)}
                  </td>
                  <td className="px-3 py-2">{t(`refund-status-${refund.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <AdminPager page={filter.page} hasMore={data.has_more} onPage={(page) => setFilter({ page })} /> : null}
    </div>
  );
}
