import { fromMinorUnits, parseMinorUnits } from './money';

/**
 * The one selling-price rule: what a shopper pays for a simple product or a variation option, the list price it
 * replaces, and the discount. The product card, product page, JSON-LD, cart lines and the server's order pricing all
 * use it, because the server re-prices every order line and answers 422 when the client's figure differs.
 *
 * CONTRACT §4/§6 says `sale_price || price`; we keep its intent and close its gaps. Figures are compared in cents.
 * - A sale is a sale only when the sale price is a usable amount (a finite number or numeric string, see
 *   parseMinorUnits) above 0 and below the list price. The shopper then pays the sale price.
 * - sale_price 0, null, undefined, '', NaN, a non-numeric string or a negative figure: no sale; pay the list price.
 *   (0 is how admin forms and providers write "no sale price", and `||` already skipped it.)
 * - sale_price equal to the list price: pay that price, not shown as a sale (nothing is saved).
 * - sale_price above the list price: ignored, pay the list price. Unlike a bare `||`, the shopper never pays more
 *   than the list price shown; a sale above it is a stale or mistyped figure.
 * - Numeric strings ("24.00", as variation options arrive) count like numbers; "1,234" or "abc" are unusable.
 * - List price missing or unusable but a sale price above 0: pay the sale price, not shown as a sale (nothing to
 *   compare with), as `||` would. A list price of 0 is a free item (pays 0).
 * - Neither usable: null, the item has no price. The server must refuse to sell it; the storefront shows 0.
 * - Discount: the saving as a whole percent of the list price, rounded, but kept within 1–99 so a sale never reads
 *   "0% off" or "100% off".
 */

/** An amount as the wire carries it: a number, a numeric string, or nothing. */
export type WireAmount = number | string | null | undefined;

/** A simple product or a variation option: its list price and optional sale price. */
export interface PricedItem {
  price?: WireAmount;
  sale_price?: WireAmount;
}

/** A product as listed: for a variable product `min_price`/`max_price` span its options' selling prices. */
export interface PricedProduct extends PricedItem {
  product_type?: string;
  min_price?: WireAmount;
  max_price?: WireAmount;
}

export interface SellingPrice {
  /** What the shopper pays for one unit, in minor units (cents). */
  unitMinor: number;
  /** The list price in minor units; equals unitMinor when not on sale. */
  baseMinor: number;
  /** unitMinor in currency units. */
  price: number;
  /** baseMinor in currency units. */
  basePrice: number;
  onSale: boolean;
  /** Whole percent saved (1–99) when on sale, else 0. */
  discountPercent: number;
  /** The badge value, e.g. "19%", when on sale, else null. */
  discount: string | null;
}

/** The span of a variable product's selling prices; high is never below low. */
export interface PriceRange {
  lowMinor: number;
  highMinor: number;
  low: number;
  high: number;
}

const usable = (minor: number | null | undefined): number | null =>
  typeof minor === 'number' && Number.isSafeInteger(minor) && minor >= 0 ? minor : null;

function quote(unitMinor: number, baseMinor: number): SellingPrice {
  const onSale = unitMinor < baseMinor;
  const percent = onSale ? Math.round(((baseMinor - unitMinor) * 100) / baseMinor) : 0;
  const discountPercent = onSale ? Math.min(99, Math.max(1, percent)) : 0;
  return {
    unitMinor,
    baseMinor,
    price: fromMinorUnits(unitMinor),
    basePrice: fromMinorUnits(baseMinor),
    onSale,
    discountPercent,
    discount: onSale ? `${discountPercent}%` : null,
  };
}

/** The rule on figures already in minor units (database rows: price_cents, sale_price_cents). */
export function sellingPriceFromMinor({
  priceMinor,
  salePriceMinor,
}: {
  priceMinor: number | null | undefined;
  salePriceMinor: number | null | undefined;
}): SellingPrice | null {
  const list = usable(priceMinor);
  const sale = usable(salePriceMinor);
  const onSale = sale !== null && sale > 0;
  if (list === null) return onSale ? quote(sale, sale) : null;
  return onSale && sale < list ? quote(sale, list) : quote(list, list);
}

/** The rule on wire figures (numbers or numeric strings): a variation option, or a simple product's own fields. */
export function sellingPrice(item: PricedItem): SellingPrice | null {
  return sellingPriceFromMinor({
    priceMinor: parseMinorUnits(item.price),
    salePriceMinor: parseMinorUnits(item.sale_price),
  });
}

/**
 * The price of the chosen option, or of a simple product; null for a variable product with no option chosen (it
 * has a range, see productPriceRange). A simple product without a usable `price` falls back to `min_price`, which
 * the API fills with the same single price.
 */
export function productSellingPrice(product: PricedProduct, option?: PricedItem | null): SellingPrice | null {
  if (option) return sellingPrice(option);
  if (product.product_type === 'variable') return null;
  return sellingPriceFromMinor({
    priceMinor: parseMinorUnits(product.price) ?? parseMinorUnits(product.min_price),
    salePriceMinor: parseMinorUnits(product.sale_price),
  });
}

/** A variable product's lowest and highest selling price (its min_price/max_price); null without a usable min. */
export function productPriceRange(product: PricedProduct): PriceRange | null {
  const lowMinor = parseMinorUnits(product.min_price);
  if (lowMinor === null) return null;
  const highMinor = Math.max(parseMinorUnits(product.max_price) ?? lowMinor, lowMinor);
  return { lowMinor, highMinor, low: fromMinorUnits(lowMinor), high: fromMinorUnits(highMinor) };
}
