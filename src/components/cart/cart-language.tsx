import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { DEFAULT_LOCALE } from '@/config/locales';
import { useLoadQueryClient } from '@/framework/rest/query';
import type { Product } from '@/framework/rest/types';
import { type CartContextValue, useCart } from '@/store/cart/cart.context';
import type { CartItem } from '@/store/cart/cart.utils';
import type { CartLineWords } from '@/store/cart/translate-cart-items';

/**
 * Each distinct product of the lines, read in `language` (from React Query's cache when the page already has it),
 * and the words of every line it can give. A product that fails to load (offline, gone) gives none: its lines keep
 * the words they have, and checkout's availability check speaks for a product that is really gone.
 */
async function loadLineWords(
  items: CartItem[],
  language: string,
  loadClient: () => Promise<QueryClient>,
): Promise<CartLineWords[]> {
  // Loaded on first use, so every page's first load carries only the component above.
  const [{ productOptions }, { lineWords }, client] = await Promise.all([
    import('@/framework/rest/product'),
    import('@/store/cart/translate-cart-items'),
    loadClient(),
  ]);
  const slugs = [...new Set(items.map((item) => item.slug).filter((slug) => typeof slug === 'string' && slug !== ''))];
  const answers = await Promise.allSettled(
    slugs.map((slug) => client.fetchQuery(productOptions(slug as string, language))),
  );
  const bySlug = new Map<string, Product>();
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') bySlug.set(slugs[index] as string, answer.value);
  });
  return items.flatMap((item) => {
    const product = typeof item.slug === 'string' ? bySlug.get(item.slug) : undefined;
    const words = product ? lineWords(item, product) : null;
    return words ? [words] : [];
  });
}

/**
 * Keeps the cart in the page's language. SPEC §4 empties the cart on a language change, because its lines carry
 * names in the old language; this shop keeps the lines and re-loads their names in the new language instead
 * (README "Cart and language" gives the reasons). Runs after the saved cart is restored, and whenever the
 * language of the page and of the cart differ: a switch, or a saved cart opened under another language.
 */
export function CartLanguage() {
  const { locale = DEFAULT_LOCALE } = useRouter();
  const cart = useCart();
  const latest = useRef<CartContextValue>(cart);
  useEffect(() => {
    latest.current = cart;
  });
  const loadClient = useLoadQueryClient();
  const { isRestored, language } = cart;

  useEffect(() => {
    if (!isRestored || language === locale) return;
    const { items, translateCart } = latest.current;
    if (items.length === 0) {
      translateCart(locale, []);
      return;
    }
    let current = true;
    void loadLineWords(items, locale, loadClient).then((lines) => {
      // A later switch (or leaving the page) wins: its own run moves the cart.
      if (current) latest.current.translateCart(locale, lines);
    });
    return () => {
      current = false;
    };
  }, [isRestored, language, locale, loadClient]);

  return null;
}
