import { useEffect, useRef } from 'react';
import { CartIcon } from '@/components/icons/cart-icon';
import { useTranslation } from '@/lib/i18n/provider';
import { useCart } from '@/store/cart/cart.context';
import { CartEmpty } from './cart-empty';
import { CartItem } from './cart-item';
import { CartSummary } from './cart-summary';
import { useCartAnnouncement } from './use-cart-announcement';
import type { DrawerViewProps } from '@/store/ui';

/**
 * The `cart` drawer (SPEC §2): item count, the lines, the subtotal and the checkout link, or the empty state.
 * The Drawer shell around it gives the dialog, its title, the close button, the focus trap and the focus return.
 */
export default function CartDrawer({ close }: DrawerViewProps) {
  const { t } = useTranslation();
  const { items, totalItems, total, isEmpty } = useCart();
  const announcement = useCartAnnouncement(items, t);
  const count = useRef<HTMLParagraphElement>(null);
  const lines = useRef(items.length);

  // A removed line takes its focused button with it; keep focus in the drawer (on the count) rather than losing
  // it to the page behind.
  useEffect(() => {
    const fewer = items.length < lines.current;
    lines.current = items.length;
    const active = document.activeElement;
    if (fewer && (!active || active === document.body)) count.current?.focus();
  }, [items.length]);

  return (
    <div className="flex h-full flex-col">
      <p
        ref={count}
        tabIndex={-1}
        className="flex items-center gap-2 border-b border-gray-200 px-5 py-3 text-sm font-semibold text-accent"
      >
        <CartIcon width={18} height={18} />
        {t('text-cart-items-count', { count: totalItems })}
      </p>
      <p role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {isEmpty ? (
        <div className="flex flex-1 flex-col justify-center">
          <CartEmpty close={close} />
        </div>
      ) : (
        <>
          <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t('text-cart-items')}>
            {items.map((item) => (
              <CartItem key={item.id} item={item} />
            ))}
          </ul>
          <CartSummary items={items} total={total} close={close} />
        </>
      )}
    </div>
  );
}
