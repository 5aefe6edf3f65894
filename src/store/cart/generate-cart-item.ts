import type { Product, VariationOption } from '@/framework/rest/types';
import type { CartItem } from './cart.utils';

/** A wire amount ("24.00", 24, null) as a number; missing, zero or unreadable counts as absent. */
const amount = (value: string | number | null | undefined): number | undefined => {
  const number = value === null || value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * A cart line from a product and, for variable products, the chosen option (CONTRACT §4 "Cart line"):
 * simple → id = product id; variation → id "productId.variationId", name "Name - Title", stock and price of
 * the option. The price is the sale price when there is one (CONTRACT: `sale_price || price`).
 */
export function generateCartItem(product: Product, option?: VariationOption | null): CartItem {
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
      id: `${product.id}.${option.id}`,
      productId: product.id,
      variationId: option.id,
      name: `${product.name} - ${option.title}`,
      stock: option.quantity,
      price: amount(option.sale_price) ?? amount(option.price) ?? 0,
      quantity: 0,
      is_digital: Boolean(option.is_digital ?? product.is_digital),
    };
  }
  return {
    ...common,
    id: product.id,
    productId: product.id,
    name: product.name,
    stock: product.quantity,
    price: amount(product.sale_price) ?? amount(product.price) ?? 0,
    quantity: 0,
    is_digital: Boolean(product.is_digital),
  };
}
