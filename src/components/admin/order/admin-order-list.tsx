import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { type BackOfficeOrderFilter, useBackOfficeOrders } from '@/framework/rest/back-office';
import { useTranslation } from '@/lib/i18n/provider';
import { ORDER_STATUSES, type OrderStatus } from '@/shared/order-status';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';
import { AdminPager } from '../admin-pager';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The filter as the address holds it, so a filtered page can be bookmarked and the back button works. */
function useFilter(): [BackOfficeOrderFilter, (next: Partial<BackOfficeOrderFilter>) => void] {
  const router = useRouter();
  const q = router.query;
  const filter: BackOfficeOrderFilter = {
    status: (one(q.status) as OrderStatus) || '',
    from: one(q.from),
    to: one(q.to),
    tracking_number: one(q.tracking_number),
    page: Math.max(1, Number(one(q.page)) || 1),
  };
  const set = (next: Partial<BackOfficeOrderFilter>) => {
    const merged = { ...filter, ...next };
    const query = Object.fromEntries(
      Object.entries(merged).filter(([k, v]) => v !== '' && v !== undefined && !(k === 'page' && v === 1)),
    );
    void router.push({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  return [filter, set];
}

const field = 'rounded-md border border-gray-400 px-3 py-2 text-sm text-gray-900';

function Filters({
  filter,
  onApply,
}: {
  filter: BackOfficeOrderFilter;
  onApply: (f: Partial<BackOfficeOrderFilter>) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        {t('label-status')}
        <select
          className={field}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as OrderStatus | '' })}
        >
          <option value="">{t('text-any-status')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {format.status(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        {t('label-from')}
        <input
          type="date"
          className={field}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        {t('label-to')}
        <input
          type="date"
          className={field}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        {t('label-tracking-number')}
        <input
          className={field}
          dir="ltr"
          value={draft.tracking_number}
          onChange={(e) => setDraft({ ...draft, tracking_number: e.target.value.trim() })}
        />
      </label>
      <Button type="submit" size="sm">
        {t('button-filter')}
      </Button>
    </form>
  );
}

/** The shops' orders the signed-in person may see, with filters and pages (issue 21). */
export function AdminOrderList() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [filter, setFilter] = useFilter();
  const { data, error, isLoading } = useBackOfficeOrders(filter);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('text-orders')}</h1>
      <Filters key={JSON.stringify(filter)} filter={filter} onApply={setFilter} />
      {error ? <AdminMessage title={error.message} /> : null}
      {isLoading ? <AdminLoading /> : null}
      {data && data.data.length === 0 ? <AdminMessage title={t('text-no-orders')} /> : null}
      {data && data.data.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{t('text-orders')}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                {[
                  'label-tracking-number',
                  'label-shop',
                  'label-customer',
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
              {data.data.map((order) => (
                <tr key={order.id} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    <Link href={`/admin/orders/${order.id}`} className="text-emerald-800 underline" dir="ltr">
                      {order.tracking_number}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{order.shop.name}</td>
                  <td className="px-3 py-2">{order.customer_name ?? order.customer_contact}</td>
                  <td className="px-3 py-2">{format.date(order.created_at)}</td>
                  <td className="px-3 py-2" dir="ltr">
                    {format.money(order.amount)}
                  </td>
                  <td className="px-3 py-2">{format.status(order.order_status)}</td>
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
