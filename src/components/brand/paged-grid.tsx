import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { ApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';

export interface PagedList<T> {
  items: T[];
  isLoading: boolean;
  error: ApiError | null;
  hasMore: boolean;
  loadMore: () => unknown;
  isLoadingMore: boolean;
}

interface PagedGridProps<T> {
  list: PagedList<T>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  emptyTitle: string;
  className?: string;
}

/** A list of cards with loading, empty and error states that pages forward with "load more" (SPEC §4). */
export function PagedGrid<T>({
  list,
  renderItem,
  itemKey,
  emptyTitle,
  className = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
}: PagedGridProps<T>) {
  const { t } = useTranslation();
  const { items, isLoading, error, hasMore, loadMore, isLoadingMore } = list;
  if (isLoading) return <LoadingState />;
  if (error && items.length === 0) return <ErrorState message={error.message} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <ul className={className}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className="flex min-w-0">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {error ? <ErrorState message={error.message} /> : null}
      {hasMore ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => loadMore()} loading={isLoadingMore}>
            {t('text-load-more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
