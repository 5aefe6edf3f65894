import type { Attachment, Product, VariationOption } from '@/framework/rest/types';
import { productSellingPrice } from '@/shared/selling-price';
import type { CartItem } from './cart.utils';

/** What a cart line needs of a product: a detail, or a card's few fields (components/product/card-product.ts). */
export type CartProduct = Omit<Product, 'image'> & { image?: Pick<Attachment, 'thumbnail'> | null };

/**
 * A cart line's id, name and stock (as generateCartItem, below, makes them): what the cart compares a product with,
 * without working out its price.
 */
export interface CartLineKey {
  id: CartItem['id'];
  name: string;
  stock: CartItem['stock'];
}

export function cartLineKey(
  product: Pick<CartProduct, 'id' | 'name' | 'quantity'>,
  option?: VariationOption | null,
): CartLineKey {
  return option
    ? { id: `${product.id}.${option.id}`, name: `${product.name} - ${option.title}`, stock: option.quantity }
    : { id: product.id, name: product.name, stock: product.quantity };
}

/**
 * A cart line from a product and, for variable products, the chosen option (CONTRACT §4 "Cart line"):
 * simple → id = product id; variation → id "productId.variationId", name "Name - Title", stock and price of
 * the option. The price is what the shopper pays by the shared selling-price rule (the one the server re-prices
 * orders with); 0 for an item without a usable price, which the server must refuse.
 */
export function generateCartItem(product: CartProduct, option?: VariationOption | null): CartItem {
  const { id, name, stock } = cartLineKey(product, option);
  const common = {
    slug: product.slug,
    unit: product.unit ?? undefined,
    image: (option?.image ?? product.image)?.thumbnail,
    shop_id: product.shop_id ?? product.shop?.id,
    language: product.language,
  };
  if (option) {
    return {
      ...common,
      id,
      productId: product.id,
      variationId: option.id,
      name,
      stock,
      price: productSellingPrice(product, option)?.price ?? 0,
      quantity: 0,
      is_digital: Boolean(option.is_digital ?? product.is_digital),
    };
  }
  return {
    ...common,
    id,
    productId: product.id,
    name,
    stock,
    price: productSellingPrice(product)?.price ?? 0,
    quantity: 0,
    is_digital: Boolean(product.is_digital),
  };
}
