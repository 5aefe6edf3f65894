import { PagedGrid } from '@/components/brand/paged-grid';
import { WrittenOn } from '@/components/product/product-reviews';
import { Link } from '@/components/ui/link';
import { useMyReports } from '@/framework/rest/community';
import type { AbusiveReport } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

/**
 * What the operator decided (our API's `outcome`: null while pending); a provider that does not say leaves the
 * line out.
 */
const OUTCOME_TEXT = {
  pending: 'text-report-pending',
  dismissed: 'text-report-dismissed',
  hidden: 'text-report-hidden',
} as const;

function ReportItem({ report }: { report: AbusiveReport }) {
  const { t } = useTranslation();
  const item = report.model;
  return (
    <article className="flex w-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-5">
      <p className="text-sm font-semibold text-gray-900">
        {t(report.model_type === 'Review' ? 'text-reported-review' : 'text-reported-question')}
        {item?.product ? (
          <>
            {' · '}
            <Link href={`/products/${item.product.slug}`} className="text-accent hover:underline">
              <bdi>{item.product.name}</bdi>
            </Link>
          </>
        ) : null}
      </p>
      {item ? (
        <blockquote className="border-s-4 border-gray-200 ps-3 break-words whitespace-pre-line text-gray-700">
          {item.text}
        </blockquote>
      ) : (
        <p className="text-sm text-gray-600 italic">{t('text-reported-item-gone')}</p>
      )}
      <p className="text-gray-900">
        <span className="font-semibold">{t('text-your-report')}</span>{' '}
        <span className="break-words whitespace-pre-line">{report.message}</span>
      </p>
      {report.outcome !== undefined ? (
        <p className="text-sm text-gray-900">
          <span className="font-semibold">{t('text-report-outcome')}</span>{' '}
          {t(OUTCOME_TEXT[report.outcome ?? 'pending'])}
        </p>
      ) : null}
      <WrittenOn value={report.created_at} className="text-xs text-gray-600" />
    </article>
  );
}

/** /reports content (inside PrivateRoute): the shopper's abuse reports, newest first. */
export function MyReportsView() {
  const { t } = useTranslation();
  const list = useMyReports();
  return (
    <PagedGrid
      list={list}
      itemKey={(report) => report.id}
      emptyTitle={t('text-no-reports')}
      className="flex flex-col gap-4"
      renderItem={(report) => <ReportItem report={report} />}
    />
  );
}
