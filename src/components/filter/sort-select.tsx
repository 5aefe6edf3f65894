import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/provider';
import { DEFAULT_SORT, SORT_KEYS, type SortKey } from '@/shared/product-filters';
import { useFilterRoute } from './use-filter-route';

const RELEVANCE = 'relevance';

/**
 * The sort order of a product list (SORTS: newest, price up and down, popular, rating), kept in the URL. A searched
 * list also offers (and starts with) relevance, which is no `sort` in the URL.
 */
export function SortSelect({ scopeType }: { scopeType?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { filters, apply } = useFilterRoute(scopeType);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-gray-700">
        {t('text-sort-by')}
      </label>
      <select
        id={id}
        value={filters.sort ?? (filters.text ? RELEVANCE : DEFAULT_SORT)}
        onChange={(event) => {
          const value = event.target.value;
          void apply({ ...filters, sort: value === RELEVANCE ? undefined : (value as SortKey) });
        }}
        className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-accent"
      >
        {filters.text ? <option value={RELEVANCE}>{t('text-sort-relevance')}</option> : null}
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`text-sort-${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
