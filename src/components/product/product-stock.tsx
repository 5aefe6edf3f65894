import type { Product, VariationOption } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useCart } from '@/store/cart/cart.context';
import { cartLineKey } from '@/store/cart/generate-cart-item';
import { isOptionAvailable } from './variation';

interface StockInfo {
  inStock: boolean;
  /** Units still addable (stock minus what the cart holds); unknown until a variable product's option is chosen. */
  left: number | null;
}

/**
 * SPEC §5 in-stock rule through the cart (`isInStock`): the chosen line is in stock while the cart holds less
 * than its stock. A variable product without a choice is in stock when any of its options is.
 */
export function useStock(product: Product, option?: VariationOption | null): StockInfo {
  const cart = useCart();
  if (product.product_type === 'variable' && !option) {
    const inStock = (product.variation_options ?? []).some(
      (o) => isOptionAvailable(o) && cart.isInStock(cartLineKey(product, o).id, o.quantity),
    );
    return { inStock, left: null };
  }
  const line = cartLineKey(product, option);
  const inCart = cart.getItemFromCart(line.id)?.quantity ?? 0;
  const disabled = Boolean(option?.is_disable);
  const inStock = !disabled && cart.isInStock(line.id, line.stock);
  return { inStock, left: inStock ? Math.max(0, line.stock - inCart) : 0 };
}

/** "In stock · 12 left" or "Out of stock" for the chosen line. */
export function ProductStock({ product, option }: { product: Product; option?: VariationOption | null }) {
  const { t } = useTranslation();
  const { inStock, left } = useStock(product, option);
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="product-stock">
      <span
        className={`inline-block h-2.5 w-2.5 rounded-full ${inStock ? 'bg-accent' : 'bg-red-600'}`}
        aria-hidden="true"
      />
      <span className={`font-semibold ${inStock ? 'text-accent' : 'text-red-700'}`}>
        {inStock ? t('text-in-stock') : t('text-out-of-stock')}
      </span>
      {inStock && left !== null ? (
        <>
          {' '}
          <span className="text-gray-600">· {t('text-count-left', { count: left })}</span>
        </>
      ) : null}
    </p>
  );
}
