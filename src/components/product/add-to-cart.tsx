import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { VariationOption } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useCartLines } from '@/store/cart/cart.context';
import { cartLineKey, generateCartItem } from '@/store/cart/generate-cart-item';
import { useModalAction } from '@/store/ui';
import type { CardProduct } from './card-product';

// The stepper shows only for a line already in the cart, so never on the server (its cart is empty) nor while the
// page hydrates: its code loads the first time one shows, not with every page of cards.
const Counter = lazy(() => import('@/components/ui/counter').then((m) => ({ default: m.Counter })));

interface AddToCartProps {
  product: CardProduct;
  /** The chosen option of a variable product (product page / variation modal). */
  option?: VariationOption | null;
  className?: string;
}

/**
 * "Add to cart" of product cards: one button for a product or a chosen variation; once in the cart it becomes a
 * counter that respects stock. A variable product without a chosen option asks for one first. The product page
 * and modals use DetailAddToCart (detail-add-to-cart.tsx).
 */
export function AddToCart({ product, option, className = '' }: AddToCartProps) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const cart = useCartLines();

  if (product.product_type === 'variable' && !option) {
    return (
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => openModal('SELECT_PRODUCT_VARIATION', product.slug)}
      >
        {t('text-choose-options')}
      </Button>
    );
  }
  // The line's price is worked out on a press (generateCartItem), not for every card a page renders.
  const line = cartLineKey(product, option);
  const inCart = cart.getItemFromCart(line.id);
  const available = cart.isInStock(line.id, line.stock);

  if (inCart) {
    return (
      <Suspense fallback={<div className={`h-9 ${className}`} />}>
        <Counter
          className={className}
          value={inCart.quantity}
          label={line.name}
          onIncrement={() => cart.addItemToCart(generateCartItem(product, option), 1)}
          onDecrement={() => cart.removeItemFromCart(line.id)}
          disableIncrement={!available}
        />
      </Suspense>
    );
  }
  return (
    <Button
      size="sm"
      className={className}
      disabled={!available}
      onClick={() => cart.addItemToCart(generateCartItem(product, option), 1)}
    >
      {available ? t('text-add-to-cart') : t('text-out-of-stock')}
      {/* The visible words start the accessible name (WCAG 2.5.3); the product name tells cards apart. */}
      {available ? <span className="sr-only">, {line.name}</span> : null}
    </Button>
  );
}
