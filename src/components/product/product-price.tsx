import { usePrice } from '@/lib/use-price';
import { productPriceRange, productSellingPrice } from '@/shared/selling-price';
import type { CardProduct } from './card-product';

/** Price of a list item: a range for variable products, the sale price with the struck regular price otherwise. */
export function ProductPrice({ product, className = '' }: { product: CardProduct; className?: string }) {
  const variable = product.product_type === 'variable';
  const selling = variable ? null : productSellingPrice(product);
  const range = variable ? productPriceRange(product) : null;
  const { price, basePrice } = usePrice({
    amount: (range ? range.low : selling?.price) ?? 0,
    baseAmount: selling?.onSale ? selling.basePrice : null,
  });
  const { price: max } = usePrice({ amount: range?.high ?? 0 });
  return (
    <span className={`flex flex-wrap items-baseline gap-2 ${className}`}>
      {/* Amounts read left to right in every language (a range must not flip in ar/he). */}
      <span className="font-semibold text-accent" dir="ltr">
        {range && range.high > range.low ? `${price} – ${max}` : price}
      </span>
      {basePrice ? (
        <del className="text-sm text-gray-600" dir="ltr">
          {basePrice}
        </del>
      ) : null}
    </span>
  );
}
