import { CartIcon } from '@/components/icons/cart-icon';
import { useTranslation } from '@/lib/i18n/provider';
import { useCart } from '@/store/cart/cart.context';
import { useDrawerAction } from '@/store/ui';

/** Opens the cart drawer; shows how many items are in the cart. */
export function CartButton() {
  const { t } = useTranslation();
  const { totalItems } = useCart();
  const { openDrawer } = useDrawerAction();
  return (
    <button
      type="button"
      onClick={() => openDrawer('cart')}
      className="relative flex h-10 items-center gap-2 rounded-md px-2 text-gray-800 hover:text-accent"
      aria-label={t('text-cart-with-count', { count: totalItems })}
    >
      <CartIcon width={24} height={24} />
      <span
        aria-hidden="true"
        className="absolute -top-1 -end-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-semibold leading-5 text-white"
      >
        {totalItems}
      </span>
    </button>
  );
}
