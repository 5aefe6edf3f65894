import { Link } from '@/components/ui/link';
import { type BackOfficeDashboard, useBackOfficeDashboard } from '@/framework/rest/back-office-shops';
import { formatCount } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n/provider';
import { fromMinorUnits } from '@/shared/money';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';

/** One figure: a label and its value, read together by assistive technology (a description list). */
function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-2xl font-bold text-gray-900">
        {href ? (
          <Link href={href} className="underline-offset-4 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function Period({ title, period }: { title: string; period: BackOfficeDashboard['today'] }) {
  const { t, i18n } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <section aria-labelledby={`period-${title}`} className="flex flex-col gap-3">
      <h2 id={`period-${title}`} className="text-lg font-semibold text-gray-900">
        {t(title)}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label={t('label-orders')} value={formatCount(period.orders, i18n.language)} href="/admin/orders" />
        <Figure label={t('label-revenue')} value={format.money(fromMinorUnits(period.revenue_cents))} />
      </dl>
    </section>
  );
}

/**
 * The back office's home (issue 22 item 6): today's and this month's orders and revenue, open refunds,
 * unanswered questions and low stock, for the shops the signed-in person works for (the operator: all).
 */
export function AdminDashboard() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, isLoading } = useBackOfficeDashboard();
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900">{t('text-dashboard')}</h1>
        {data ? (
          <p className="text-sm text-gray-700">
            {data.scope === 'all' ? t('text-dashboard-all-shops') : t('text-dashboard-your-shops')}{' '}
            {t('text-dashboard-utc')}
          </p>
        ) : null}
      </div>
      {isLoading ? <AdminLoading /> : null}
      {error ? <AdminMessage title={error.message} /> : null}
      {data ? (
        <>
          <Period title="text-today" period={data.today} />
          <Period title="text-this-month" period={data.month} />
          <section aria-labelledby="dashboard-to-do" className="flex flex-col gap-3">
            <h2 id="dashboard-to-do" className="text-lg font-semibold text-gray-900">
              {t('text-to-do')}
            </h2>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure label={t('label-open-refunds')} value={count(data.open_refunds)} />
              <Figure label={t('label-unanswered-questions')} value={count(data.unanswered_questions)} />
              <Figure
                label={t('label-low-stock', { threshold: data.low_stock.threshold })}
                value={
                  data.low_stock.count_exact === false
                    ? t('text-count-more', { value: count(data.low_stock.count) })
                    : count(data.low_stock.count)
                }
              />
            </dl>
            {data.low_stock.products.length > 0 ? (
              <table className="w-full rounded-lg border border-gray-200 bg-white text-sm">
                <caption className="p-3 text-start font-semibold text-gray-900">{t('text-lowest-stock')}</caption>
                <thead>
                  <tr className="border-b border-gray-200 text-gray-700">
                    <th scope="col" className="p-3 text-start">
                      {t('label-product')}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {t('label-shop')}
                    </th>
                    <th scope="col" className="p-3 text-end">
                      {t('label-quantity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.low_stock.products.map((p) => (
                    <tr key={p.id} className="border-b border-gray-100">
                      <th scope="row" className="p-3 text-start font-normal">
                        {p.name}
                      </th>
                      <td className="p-3">{p.shop.name}</td>
                      <td className="p-3 text-end">{count(p.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
