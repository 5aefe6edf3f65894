import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { type BackOfficeReport, useBackOfficeReports, useDecideReport } from '@/framework/rest/back-office-community';
import { useTranslation } from '@/lib/i18n/provider';
import { REPORT_STATUSES, type ReportAction } from '@/shared/validation/back-office-community';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';
import { AdminPager, StatusSelect, useStatusPage } from '../admin-pager';

/** Dismiss, or hide the review or question; a decision made meanwhile by someone else shows its message. */
function Decide({ report }: { report: BackOfficeReport }) {
  const { t } = useTranslation('admin');
  const decide = useDecideReport(report.id);
  const [message, setMessage] = useState<string | null>(null);
  const act = (action: ReportAction) => {
    setMessage(null);
    decide.mutate(action, {
      onSuccess: () => setMessage(t('text-report-decided')),
      onError: (error) => setMessage(error.errors?.action?.[0] ?? error.message),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" disabled={decide.isPending} onClick={() => act('dismiss')}>
        {t('button-dismiss')}
      </Button>
      {report.item ? (
        <Button size="sm" disabled={decide.isPending} onClick={() => act('hide')}>
          {t(report.model_type === 'Review' ? 'button-hide-review' : 'button-hide-question')}
        </Button>
      ) : null}
      <p role="status" className="text-sm text-gray-800">
        {message}
      </p>
    </div>
  );
}

function ReportCard({ report }: { report: BackOfficeReport }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const { item } = report;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-gray-900">
        {t(report.model_type === 'Review' ? 'text-report-on-review' : 'text-report-on-question')}
        {item ? (
          <>
            <Link href={`/products/${item.product.slug}`} className="text-base text-emerald-800 underline">
              <bdi>{item.product.name}</bdi>
            </Link>
            <span className="text-sm font-normal text-gray-700">{item.shop.name}</span>
          </>
        ) : null}
      </h2>
      {item ? (
        <div className="flex flex-col gap-1">
          <blockquote className="border-s-4 border-gray-200 ps-3 break-words whitespace-pre-line text-gray-900">
            {item.text}
          </blockquote>
          <p className="text-xs text-gray-700">
            {t('text-written-by', { name: item.author })}
            {item.rating !== null ? ` · ${t('text-stars', { rating: item.rating })}` : null}
            {item.hidden ? ` · ${t('text-item-hidden')}` : null}
          </p>
        </div>
      ) : (
        <p className="text-sm text-gray-700 italic">{t('text-item-gone')}</p>
      )}
      <p className="text-gray-900">
        <span className="font-semibold">{t('text-report-reason')}</span>{' '}
        <span className="break-words whitespace-pre-line">{report.message}</span>
      </p>
      <p className="text-xs text-gray-700">
        {t('text-reported-by', { name: report.reporter.name, date: format.date(report.created_at) })}
      </p>
      {report.outcome === null ? (
        <Decide report={report} />
      ) : (
        <p className="text-sm font-semibold text-gray-900">
          {t(`outcome-${report.outcome}`, {
            name: report.decided_by ?? '—',
            date: report.decided_at ? format.date(report.decided_at) : '—',
          })}
        </p>
      )}
    </li>
  );
}

/** The operator's abuse reports: pending first, each with what was reported and the two decisions. */
export function AdminReportList() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useStatusPage(REPORT_STATUSES);
  const { data, error, isLoading } = useBackOfficeReports(filter);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('text-reports')}</h1>
      <StatusSelect
        value={filter.status}
        onChange={(status) => setFilter({ status, page: 1 })}
        options={[
          { value: '', label: t('text-any-report') },
          { value: 'pending', label: t('text-pending') },
          { value: 'decided', label: t('text-decided') },
        ]}
      />
      {error ? <AdminMessage title={error.message} /> : null}
      {isLoading ? <AdminLoading /> : null}
      {data && data.data.length === 0 ? <AdminMessage title={t('text-no-reports')} /> : null}
      <ul className="flex flex-col gap-4">
        {data?.data.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ul>
      {data ? <AdminPager page={filter.page} hasMore={data.has_more} onPage={(page) => setFilter({ page })} /> : null}
    </div>
  );
}
