import { useState } from 'react';
import type { TFunction } from '@/lib/i18n/translator';
import { type CartItem, sameId } from '@/store/cart/cart.utils';

/**
 * What happened to the lines the drawer showed, in words (the first change found), or null. Only removals and
 * quantity changes count: those are what the drawer's buttons do. Lines appearing (the saved cart restored after
 * hydration) are not news.
 */
export function describeCartChange(before: CartItem[], after: CartItem[], t: TFunction): string | null {
  const count = after.reduce((sum, item) => sum + item.quantity, 0);
  const nameOf = (item: CartItem) => item.name ?? String(item.id);
  for (const line of before) {
    const now = after.find((item) => sameId(item.id, line.id));
    if (!now) return t('text-cart-removed-announcement', { name: nameOf(line), count });
    if (now.quantity !== line.quantity) {
      return t('text-cart-quantity-announcement', { name: nameOf(now), quantity: now.quantity, count });
    }
  }
  return null;
}

/**
 * The sentence a screen reader should hear after the last cart change ("Apples: quantity 2. 3 items in your
 * cart."), derived while rendering from the previous lines, so every change counts wherever it came from.
 */
export function useCartAnnouncement(items: CartItem[], t: TFunction): string {
  const [previous, setPrevious] = useState(items);
  const [message, setMessage] = useState('');
  if (previous !== items) {
    setPrevious(items);
    const text = describeCartChange(previous, items, t);
    if (text) setMessage(text);
  }
  return message;
}
