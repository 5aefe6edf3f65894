import type { FacetCount } from '@/framework/rest/product-facets';
import { useTranslation } from '@/lib/i18n/provider';

/**
 * How many products a filter value shows (GET /products/facets): "(12)", or "(1000+)" where the API stopped
 * counting, as the result count reads.
 */
export function FacetCountLabel({ count }: { count?: FacetCount }) {
  const { t } = useTranslation();
  const value = count ?? { count: 0, exact: true };
  return (
    <span className="ms-auto shrink-0 text-xs text-gray-500 tabular-nums" data-facet-count>
      {value.exact ? value.count : t('text-facet-count-more', { count: value.count - 1 })}
    </span>
  );
}
