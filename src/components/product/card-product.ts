import type { Attachment, Product } from '@/framework/rest/types';

/** A product as a card reads it: a list's product, or the few fields cardProduct keeps. */
export type CardProduct = Omit<Product, 'image'> & { image?: Pick<Attachment, 'id' | 'thumbnail'> | null };

/**
 * The fields of a product a ProductCard reads (picture, name, unit, author of a book, price, the cart line it adds
 * and its stock), for page data: lists in a page's props carry these instead of the provider's whole product.
 * Keep it in step with product-card.tsx and what it renders (add-to-cart.tsx, product-price.tsx,
 * generate-cart-item.ts, shared/selling-price.ts); tests/unit/page-data.test.tsx renders a card from both.
 */
export function cardProduct(product: CardProduct): CardProduct {
  const card: CardProduct = {
    id: product.id,
    name: product.name,
    slug: product.slug,
    product_type: product.product_type,
    quantity: product.quantity,
  };
  if (product.image) card.image = { id: product.image.id, thumbnail: product.image.thumbnail };
  if (product.author) card.author = { id: product.author.id, name: product.author.name, slug: product.author.slug };
  copy(card, product, ['unit', 'price', 'sale_price', 'min_price', 'max_price', 'shop_id', 'language', 'is_digital']);
  // The cart line's shop: shop_id, or the shop's id when a provider sends only the shop.
  if (product.shop_id == null && product.shop)
    card.shop = { id: product.shop.id, name: product.shop.name, slug: product.shop.slug };
  return card;
}

function copy<T extends object>(to: T, from: T, keys: (keyof T)[]) {
  for (const key of keys) if (from[key] !== undefined) to[key] = from[key];
}
