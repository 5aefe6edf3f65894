import { sortNotices, useStoreNotices } from '@/framework/rest/shop';
import type { StoreNotice } from '@/framework/rest/types';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';

/** Distinct look per priority (SPEC §3 priority levels), and a written label so colour is not the only cue. */
export const NOTICE_STYLES: Record<StoreNotice['priority'], { box: string; badge: string; label: string }> = {
  high: { box: 'border-red-600 bg-red-50', badge: 'bg-red-700 text-white', label: 'text-priority-high' },
  medium: { box: 'border-amber-500 bg-amber-50', badge: 'bg-amber-200 text-amber-950', label: 'text-priority-medium' },
  low: { box: 'border-sky-600 bg-sky-50', badge: 'bg-sky-100 text-sky-900', label: 'text-priority-low' },
};

export function StoreNoticeList({ notices }: { notices: StoreNotice[] }) {
  const { t, i18n } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="store-notices-title" className="flex flex-col gap-3">
      <h2 id="store-notices-title" className="text-lg font-semibold text-gray-900">
        {t('text-store-notices')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {sortNotices(notices).map((notice) => {
          const style = NOTICE_STYLES[notice.priority] ?? NOTICE_STYLES.low;
          const until =
            notice.expired_at && Number.isFinite(Date.parse(notice.expired_at)) ? new Date(notice.expired_at) : null;
          return (
            <li
              key={notice.id}
              data-priority={notice.priority}
              className={`flex flex-col gap-1.5 rounded-md border-s-4 p-4 ${style.box}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide uppercase ${style.badge}`}>
                  {t(style.label)}
                </span>
                {until ? (
                  <span className="text-xs text-gray-700">
                    {t('text-until-date', { date: formatDate(until, i18n.language, 'day') })}
                  </span>
                ) : null}
              </div>
              <h3 className="font-semibold text-gray-900">{notice.notice}</h3>
              {notice.description ? <p className="text-sm text-gray-800">{notice.description}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The notices in effect on a shop's page, most urgent first. Nothing is shown while loading or on error. */
export function StoreNotices({ shopId }: { shopId: number }) {
  const { notices } = useStoreNotices(shopId);
  return <StoreNoticeList notices={notices} />;
}
