import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { checkoutHref } from '@/components/cart/cart-summary';
import { useCart } from '@/store/cart/cart.context';

/**
 * CONTRACT §6: a cart of digital goods only checks out at /checkout/digital, any other at /checkout; a shopper
 * who lands on the other one (a bookmark, a cart changed in another tab) is moved to the right one.
 */
export function useCheckoutRoute(current: '/checkout' | '/checkout/digital') {
  const router = useRouter();
  const { items, isRestored } = useCart();
  const target = checkoutHref(items);
  useEffect(() => {
    if (isRestored && items.length > 0 && target !== current) void router.replace(target);
  }, [isRestored, items.length, target, current, router]);
}
