import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/provider';
import { usePrice } from '@/lib/use-price';
import type { CartItem } from '@/store/cart/cart.utils';

/** CONTRACT §6: a cart of digital products only checks out without a shipping address. */
export function checkoutHref(items: CartItem[]): string {
  return items.length > 0 && items.every((item) => Boolean(item.is_digital)) ? '/checkout/digital' : '/checkout';
}

interface CartSummaryProps {
  items: CartItem[];
  total: number;
  /** Closes the drawer as the checkout page opens. */
  close: () => void;
}

/** Subtotal of the cart and the way to checkout. */
export function CartSummary({ items, total, close }: CartSummaryProps) {
  const { t } = useTranslation();
  const { price: subtotal } = usePrice({ amount: total });
  return (
    <div className="border-t border-gray-200 px-5 py-4">
      <dl className="flex items-center justify-between text-base">
        <dt className="text-gray-700">{t('text-subtotal')}</dt>
        <dd className="font-bold text-gray-900" data-testid="cart-subtotal">
          {subtotal}
        </dd>
      </dl>
      <Link
        href={checkoutHref(items)}
        onClick={close}
        className="mt-4 flex h-12 w-full items-center justify-center rounded-md bg-accent px-5 font-semibold text-white transition-colors hover:bg-accent-hover"
      >
        {t('text-checkout')}
      </Link>
    </div>
  );
}
