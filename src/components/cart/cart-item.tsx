import { Image } from '@/components/ui/image';
import { TrashIcon } from '@/components/icons/trash-icon';
import { Counter } from '@/components/ui/counter';
import { useTranslation } from '@/lib/i18n/provider';
import { usePrice } from '@/lib/use-price';
import { useCart } from '@/store/cart/cart.context';
import { type CartItem as CartLine, itemTotal } from '@/store/cart/cart.utils';

/**
 * One cart line: picture, name, unit, quantity × unit price, line total, a counter that stops at the stock,
 * and a remove button. "−" at quantity 1 drops the line (SPEC §4).
 */
export function CartItem({ item }: { item: CartLine }) {
  const { t } = useTranslation();
  const { addItemToCart, removeItemFromCart, clearItemFromCart, isInStock } = useCart();
  const name = item.name ?? String(item.id);
  const { price: unitPrice } = usePrice({ amount: item.price });
  const { price: lineTotal } = usePrice({ amount: itemTotal(item) });

  return (
    <li className="flex gap-3 border-b border-gray-100 px-5 py-4" data-testid="cart-item">
      <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-md bg-gray-50">
        {item.image ? <Image src={item.image} alt="" fill sizes="64px" className="object-contain p-1" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-sm font-semibold text-gray-900">
          <bdi>{name}</bdi>
        </h3>
        {item.unit ? <p className="text-xs text-gray-600">{item.unit}</p> : null}
        <p className="text-sm text-accent">
          {t('text-cart-line-price', { quantity: item.quantity, price: unitPrice })}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <Counter
            className="w-28 shrink-0"
            value={item.quantity}
            label={name}
            onIncrement={() => addItemToCart(item, 1)}
            onDecrement={() => removeItemFromCart(item.id)}
            disableIncrement={!isInStock(item.id, item.stock)}
            announce={false}
          />
          <p className="text-sm font-bold text-gray-900" data-testid="cart-item-total">
            {lineTotal}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => clearItemFromCart(item.id)}
        aria-label={t('text-remove-from-cart', { name })}
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-gray-100 hover:text-red-700"
      >
        <TrashIcon width={18} height={18} />
      </button>
    </li>
  );
}
