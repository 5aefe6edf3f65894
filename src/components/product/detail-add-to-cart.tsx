import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Product, VariationOption } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useCart } from '@/store/cart/cart.context';
import { generateCartItem } from '@/store/cart/generate-cart-item';
import { useDrawerAction, useModalAction } from '@/store/ui';
import { QuantityInput } from './quantity-input';

/**
 * "Add to cart" of the product page and modals, where the options are picked on the spot: choose how many, add
 * them at once (never beyond stock), then see the cart's count.
 */
export function DetailAddToCart({
  product,
  option,
  className = '',
}: {
  product: Product;
  /** The chosen option of a variable product. */
  option?: VariationOption | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const cart = useCart();
  const { openDrawer } = useDrawerAction();
  const { closeModal } = useModalAction();
  const [quantity, setQuantity] = useState(1);
  // From a modal, the cart replaces it (one layer at a time).
  const viewCart = () => {
    closeModal();
    openDrawer('cart');
  };

  if (product.is_external && product.external_product_url) {
    return (
      <a
        href={product.external_product_url}
        target="_blank"
        rel="noopener noreferrer"
        className={`inline-flex h-12 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-hover ${className}`}
      >
        {product.external_product_button_text || t('text-buy-now')}
      </a>
    );
  }

  if (product.product_type === 'variable' && !option) {
    return (
      <div className={`flex flex-col gap-2 ${className}`}>
        <Button size="lg" disabled className="w-full sm:w-auto sm:min-w-48 sm:self-start">
          {t('text-add-to-cart')}
        </Button>
        <p className="text-sm text-gray-600">{t('text-choose-options-first')}</p>
      </div>
    );
  }

  const item = generateCartItem(product, option);
  const inCart = cart.getItemFromCart(item.id)?.quantity ?? 0;
  const available = !option?.is_disable && cart.isInStock(item.id, item.stock);
  const max = Math.max(1, item.stock - inCart);
  const amount = Math.min(quantity, max);

  const add = () => {
    cart.addItemToCart(item, amount);
    setQuantity(1);
  };

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-wrap items-center gap-3">
        {available ? (
          <QuantityInput value={amount} max={max} onChange={setQuantity} label={item.name ?? product.name} />
        ) : null}
        <Button size="lg" disabled={!available} onClick={add} className="min-w-48 flex-1 sm:flex-none">
          {available ? t('text-add-to-cart') : t('text-out-of-stock')}
        </Button>
      </div>
      {inCart > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700" role="status">
          {t('text-in-your-cart', { count: inCart })}
          <button
            type="button"
            onClick={viewCart}
            className="font-semibold text-accent underline underline-offset-2 hover:text-accent-hover"
          >
            {t('text-view-cart')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
