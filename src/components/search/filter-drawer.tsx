import { FilterPanel } from '@/components/filter/filter-panel';
import { useFilterRoute } from '@/components/filter/use-filter-route';
import { Button } from '@/components/ui/button';
import { useProducts } from '@/framework/rest/product';
import { useTranslation } from '@/lib/i18n/provider';

/** Payload of FILTER_VIEW / SEARCH_FILTER: a product type the page has fixed (e.g. a type's home). */
export interface FilterDrawerData {
  type?: string;
  /** The page lists one shop's products (for the result count). */
  shopId?: number;
}

/**
 * The filter panel in a side drawer (FILTER_VIEW, SEARCH_FILTER) for small screens. Choices apply at once,
 * the page updates behind the drawer, and the footer button closes it showing the new result count.
 */
export default function FilterDrawer({ data, close }: { data: unknown; close: () => void }) {
  const { t } = useTranslation();
  const { type: scopeType, shopId } = (data ?? {}) as FilterDrawerData;
  const { committed: filters } = useFilterRoute(scopeType);
  const { total, totalExact, isLoading } = useProducts(filters, { shopId });
  return (
    <div className="flex min-h-full flex-col">
      <div className="flex-1 px-5">
        <FilterPanel scopeType={scopeType} shopId={shopId} />
      </div>
      <div className="sticky bottom-0 border-t border-gray-200 bg-white px-5 py-4">
        <Button className="w-full" onClick={close}>
          {isLoading
            ? t('text-show-products-pending')
            : totalExact
              ? t('text-show-products', { count: total })
              : t('text-show-products-more', { count: total - 1 })}
        </Button>
      </div>
    </div>
  );
}
