import { useRouter } from 'next/router';
import { useId } from 'react';
import { SortSelect } from '@/components/filter/sort-select';
import { useFilterRoute, useNavigationPending } from '@/components/filter/use-filter-route';
import { FilterIcon } from '@/components/icons/filter-icon';
import { ProductGrid } from '@/components/product/product-grid';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useProducts } from '@/framework/rest/product';
import { laterPart } from '@/lib/later-part';
import { useTranslation } from '@/lib/i18n/provider';
import { useDrawerAction } from '@/store/ui';

// The chips of the filters in use and the names they show: rendered on the server, their code (and the lookups of
// every kind of filter) loaded after the page's own.
const ActiveFilters = laterPart(() => import('@/components/filter/active-filters').then((m) => m.ActiveFilters));

// The sidebar's filter panel, drawn from the facets the server sends with the page (listing-prefetch.ts); its code
// loads after the page's own.
const FilterPanel = laterPart(() => import('@/components/filter/filter-panel').then((m) => m.FilterPanel));

interface ProductListingProps {
  /** The drawer the mobile "Filter" button opens: FILTER_VIEW on /products, SEARCH_FILTER on /search. */
  drawer: 'FILTER_VIEW' | 'SEARCH_FILTER';
}

/**
 * All products across vendors, filtered and sorted by the URL (SPEC §2 /products and /search): heading with
 * the search term, result count, active filters as chips, sort order, the filter panel and the grid.
 */
export function ProductListing({ drawer }: ProductListingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { committed: filters } = useFilterRoute();
  const { total, totalExact, didYouMean, isLoading, error } = useProducts(filters);
  const pending = useNavigationPending();
  const { openDrawer } = useDrawerAction();
  const term = filters.text ?? '';
  const { query } = useRouter();
  const title = term ? t('text-search-results-for', { term }) : t('text-all-products');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-gray-900">{title}</h1>
        <p className="text-sm text-gray-600" aria-live="polite">
          {isLoading || error
            ? null
            : totalExact
              ? t('text-products-count', { count: total })
              : t('text-products-count-more', { count: total - 1 })}
        </p>
        {didYouMean && term && total === 0 ? (
          <p className="text-sm text-gray-700">
            {t('text-did-you-mean')}{' '}
            <Link
              href={{ pathname: '/search', query: { ...query, text: didYouMean } }}
              className="font-semibold text-accent underline"
            >
              {didYouMean}
            </Link>
          </p>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <section
          aria-labelledby={headingId}
          className="hidden lg:sticky lg:top-32 lg:block lg:max-h-[calc(100vh-9rem)] lg:self-start lg:overflow-y-auto lg:pe-2"
        >
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {t('text-filters')}
          </h2>
          {/* Shown from Tailwind's lg breakpoint; narrower screens filter in the drawer. */}
          <FilterPanel />
        </section>

        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" size="sm" className="lg:hidden" onClick={() => openDrawer(drawer)}>
              <FilterIcon />
              {t('text-filter')}
            </Button>
            <div className="ms-auto">
              <SortSelect />
            </div>
          </div>
          <ActiveFilters keepText={drawer === 'SEARCH_FILTER'} />
          <div aria-busy={pending || undefined} className={`transition-opacity ${pending ? 'opacity-60' : ''}`}>
            <ProductGrid filters={filters} title={t('text-products')} hideCount />
          </div>
        </div>
      </div>
    </div>
  );
}
