import { ProductGrid } from '@/components/product/product-grid';
import type { ProductCardVariant } from '@/framework/rest/types';
import type { ProductFilters } from '@/shared/product-filters';

/** The products of an author, manufacturer or concern, under a visible heading (the grid carries the outline's h2). */
export function BrandProducts({
  title,
  filters,
  variant,
}: {
  title: string;
  filters: ProductFilters;
  variant?: ProductCardVariant;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xl font-bold text-gray-900" aria-hidden="true">
        {title}
      </p>
      <ProductGrid filters={filters} variant={variant} title={title} />
    </div>
  );
}
