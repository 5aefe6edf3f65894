import { useRouter } from 'next/router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/provider';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * A back-office list's status filter and page, kept in the address (bookmarkable, the back button works).
 * `statuses` are the values the list's API accepts; anything else in the address counts as "all".
 */
export function useStatusPage<S extends string>(
  statuses: readonly S[],
): [{ status: S | ''; page: number }, (next: { status?: S | ''; page?: number }) => void] {
  const router = useRouter();
  const raw = one(router.query.status);
  const filter = {
    status: (statuses as readonly string[]).includes(raw) ? (raw as S) : ('' as const),
    page: Math.max(1, Number(one(router.query.page)) || 1),
  };
  const set = (next: { status?: S | ''; page?: number }) => {
    const merged = { ...filter, ...next };
    const query: Record<string, string> = {};
    if (merged.status) query.status = merged.status;
    if (merged.page > 1) query.page = String(merged.page);
    void router.push({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  return [filter, set];
}

/** Previous / next for a list paged without a total (`has_more`). */
export function AdminPager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <PagerNav
      page={page}
      onPrevious={page > 1 ? () => onPage(page - 1) : null}
      onNext={hasMore ? () => onPage(page + 1) : null}
    />
  );
}

/**
 * The previous / next buttons of every back-office list; a missing handler disables its button. `page` is shown
 * when the list is paged by number (a list paged by cursor has none to show).
 */
export function PagerNav({
  page,
  onPrevious,
  onNext,
}: {
  page?: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('text-pages')} className="flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={!onPrevious} onClick={() => onPrevious?.()}>
        {t('button-previous')}
      </Button>
      {page === undefined ? null : <span className="text-sm text-gray-700">{t('text-page', { page })}</span>}
      <Button variant="outline" size="sm" disabled={!onNext} onClick={() => onNext?.()}>
        {t('button-next')}
      </Button>
    </nav>
  );
}

/** The status select of a back-office list: it applies on change. */
export function StatusSelect<S extends string>({
  value,
  options,
  onChange,
}: {
  value: S | '';
  options: { value: S | ''; label: string }[];
  onChange: (value: S | '') => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex w-fit flex-col gap-1 text-sm font-semibold text-gray-800">
      {t('label-status')}
      <select
        className="rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900"
        value={value}
        onChange={(e) => onChange(e.target.value as S | '')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
