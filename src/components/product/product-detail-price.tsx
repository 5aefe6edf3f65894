import type { Product, VariationOption } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { usePrice } from '@/lib/use-price';
import { productPriceRange, productSellingPrice } from '@/shared/selling-price';

interface ProductDetailPriceProps {
  product: Product;
  option?: VariationOption | null;
  size?: 'md' | 'lg';
}

/**
 * Price on the product page and in its modals: a variable product shows the chosen option's price (and sale
 * price), or its min–max range until an option is chosen; a discount badge shows what the sale saves.
 */
export function ProductDetailPrice({ product, option, size = 'lg' }: ProductDetailPriceProps) {
  const { t } = useTranslation();
  const range = product.product_type === 'variable' && !option ? productPriceRange(product) : null;
  const selling = productSellingPrice(product, option);
  const { price, basePrice } = usePrice({
    amount: (range ? range.low : selling?.price) ?? 0,
    baseAmount: selling?.onSale ? selling.basePrice : null,
  });
  const { price: high } = usePrice({ amount: range?.high ?? 0 });
  const showRange = range !== null && range.high > range.low;
  const discount = selling?.discount;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="product-price">
      <span className={`font-bold text-accent ${size === 'lg' ? 'text-3xl' : 'text-2xl'}`}>
        {showRange ? (
          <>
            <span className="sr-only">{t('text-price-range')} </span>
            <bdi dir="ltr">
              {price} – {high}
            </bdi>
          </>
        ) : (
          price
        )}
      </span>
      {basePrice ? (
        <del className="text-lg text-gray-600">
          <span className="sr-only">{t('text-regular-price')} </span>
          {basePrice}
        </del>
      ) : null}
      {discount ? (
        <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-gray-900">
          {t('text-discount-off', { value: discount })}
        </span>
      ) : null}
    </div>
  );
}
