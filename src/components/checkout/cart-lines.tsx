import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';
import { type CartItem, itemTotal } from '@/store/cart/cart.utils';

/** The cart's lines as the order will have them: name, quantity × unit price, line total. */
export function CartLines({ items }: { items: CartItem[] }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  return (
    <ul aria-label={t('text-order-items')} className="flex flex-col divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 text-gray-800">
            <span className="font-semibold text-gray-900">{item.name}</span>
            <span className="block text-gray-600">
              {t('text-cart-line-price', { quantity: item.quantity, price: formatPrice(item.price, format) })}
            </span>
          </span>
          <span dir="ltr" className="shrink-0 font-semibold text-gray-900">
            {formatPrice(itemTotal(item), format)}
          </span>
        </li>
      ))}
    </ul>
  );
}
