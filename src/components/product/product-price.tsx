import type { Product } from '@/framework/rest/types';
import { usePrice } from '@/lib/use-price';

/** Price of a list item: a range for variable products, the sale price with the struck regular price otherwise. */
export function ProductPrice({ product, className = '' }: { product: Product; className?: string }) {
  const variable = product.product_type === 'variable';
  const amount = variable ? (product.min_price ?? 0) : (product.sale_price ?? product.price ?? 0);
  const { price, basePrice } = usePrice({
    amount,
    baseAmount: variable ? null : product.sale_price ? product.price : null,
  });
  const { price: max } = usePrice({ amount: product.max_price ?? amount });
  return (
    <span className={`flex flex-wrap items-baseline gap-2 ${className}`}>
      {/* Amounts read left to right in every language (a range must not flip in ar/he). */}
      <span className="font-semibold text-accent" dir="ltr">
        {variable && product.max_price !== product.min_price ? `${price} – ${max}` : price}
      </span>
      {basePrice ? (
        <del className="text-sm text-gray-600" dir="ltr">
          {basePrice}
        </del>
      ) : null}
    </span>
  );
}
