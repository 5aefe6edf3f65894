import type { Product, VariationOption } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { usePrice } from '@/lib/use-price';

const amount = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** The price to pay and the regular price it replaces: the chosen option's, or the simple product's. */
export function pricesOf(product: Product, option?: VariationOption | null): { price: number; base: number | null } {
  if (option) {
    const sale = amount(option.sale_price);
    const regular = amount(option.price) ?? 0;
    return sale !== null && sale < regular ? { price: sale, base: regular } : { price: sale ?? regular, base: null };
  }
  const sale = amount(product.sale_price);
  const regular = amount(product.price) ?? amount(product.min_price) ?? 0;
  return sale !== null && sale < regular ? { price: sale, base: regular } : { price: sale ?? regular, base: null };
}

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
  const range = product.product_type === 'variable' && !option;
  const { price: chosen, base } = pricesOf(product, option);
  const low = range ? (product.min_price ?? 0) : chosen;
  const { price, basePrice, discount } = usePrice({ amount: low, baseAmount: range ? null : base });
  const { price: high } = usePrice({ amount: product.max_price ?? low });
  const showRange = range && (product.max_price ?? low) > low;
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
