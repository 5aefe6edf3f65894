import { sql } from 'drizzle-orm';
import { type ChargeTerms, lineTotalCents } from '@/shared/order-money';
import { sellingPriceFromMinor } from '@/shared/selling-price';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { tr } from '../../query/sql-json';
import { effectiveSalePriceCents } from '../flash-sale/flash-sale-price';

export interface CartLine {
  product_id: number;
  variation_option_id?: number | null;
  order_quantity: number;
}

/** Why a line cannot be sold as asked: gone or not for sale, or not enough left. */
export type LineProblem = 'unavailable' | 'out-of-stock';

/** A cart line priced from the database. Money in cents. */
export interface PricedLine {
  index: number;
  productId: number;
  optionId: number | null;
  quantity: number;
  shopId: number;
  /** In the requested language, with the option's title ("T-shirt - Red/S"). */
  name: string;
  unitCents: number;
  subtotalCents: number;
  isDigital: boolean;
  isTaxable: boolean;
  digitalFileId: number | null;
  /** The product's own shipping class. */
  shippingClass: ChargeTerms | null;
  problem: LineProblem | null;
}

interface ProductRow {
  id: number;
  shop_id: number;
  product_type: 'simple' | 'variable';
  for_sale: boolean;
  price_cents: number | null;
  sale_price_cents: number | null;
  quantity: number;
  is_digital: boolean;
  is_taxable: boolean;
  digital_file_id: number | null;
  shipping: ChargeTerms | null;
  name: string;
}

interface OptionRow {
  id: number;
  product_id: number;
  price_cents: number;
  sale_price_cents: number | null;
  quantity: number;
  is_disable: boolean;
  is_digital: boolean;
  digital_file_id: number | null;
  title: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function load(db: Db, lines: readonly CartLine[], language: string) {
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const optionIds = [...new Set(lines.map((l) => l.variation_option_id).filter((id): id is number => !!id))];
  const products = rowsOf<ProductRow>(
    await db.execute(sql`
      select p.id, p.shop_id, p.product_type, p.price_cents, ${effectiveSalePriceCents('p')} as sale_price_cents,
             p.quantity, p.is_digital,
             p.is_taxable, ${tr('p', 'name', language)} as name,
             (p.status = 'publish' and s.is_active and not p.is_external) as for_sale,
             (select df.id from digital_files df where df.fileable_type = 'product' and df.fileable_id = p.id) as digital_file_id,
             (select json_build_object('type', sc.type, 'amount', sc.amount) from shipping_classes sc
               where sc.id = p.shipping_class_id) as shipping
      from products p join shops s on s.id = p.shop_id
      where p.id = any(${sql.param(productIds)}::int[])`),
  );
  const options = optionIds.length
    ? rowsOf<OptionRow>(
        await db.execute(sql`
          select v.id, v.product_id, v.price_cents, v.sale_price_cents, v.quantity, v.is_disable, v.is_digital,
                 v.title,
                 (select df.id from digital_files df where df.fileable_type = 'variation' and df.fileable_id = v.id)
                   as digital_file_id
          from variation_options v where v.id = any(${sql.param(optionIds)}::int[])`),
      )
    : [];
  return { products: new Map(products.map((p) => [p.id, p])), options: new Map(options.map((o) => [o.id, o])) };
}

/**
 * Prices every line from the database with the shared selling-price rule and checks it can be sold: the
 * product is published, its shop active, the option enabled, and enough is left (lines of the same product or
 * option count together). A line that names an option of another product, lacks the option a variable product
 * needs or names one for a simple product is a malformed request (422), not an unavailable line.
 */
export async function priceLines(db: Db, lines: readonly CartLine[], language: string): Promise<PricedLine[]> {
  const { products, options } = await load(db, lines, language);
  const errors: Record<string, string[]> = {};
  const demand = new Map<string, number>();
  const priced = lines.map((line, index): PricedLine => {
    const product = products.get(line.product_id);
    const optionId = line.variation_option_id ?? null;
    const option = optionId ? options.get(optionId) : undefined;
    if (product && product.product_type === 'variable' && !optionId) {
      errors[`products[${index}].variation_option_id`] = ['error-option-required'];
    } else if (product && product.product_type === 'simple' && optionId) {
      errors[`products[${index}].variation_option_id`] = ['error-option-invalid'];
    } else if (option && option.product_id !== line.product_id) {
      errors[`products[${index}].variation_option_id`] = ['error-option-invalid'];
    }
    const price = sellingPriceFromMinor(
      option
        ? { priceMinor: option.price_cents, salePriceMinor: option.sale_price_cents }
        : { priceMinor: product?.price_cents, salePriceMinor: product?.sale_price_cents },
    );
    const sellable = !!product && product.for_sale && (!optionId || (!!option && !option.is_disable)) && !!price;
    const key = optionId ? `o${optionId}` : `p${line.product_id}`;
    const wanted = (demand.get(key) ?? 0) + line.order_quantity;
    demand.set(key, wanted);
    const stock = option?.quantity ?? product?.quantity ?? 0;
    const unitCents = price?.unitMinor ?? 0;
    return {
      index,
      productId: line.product_id,
      optionId,
      quantity: line.order_quantity,
      shopId: product?.shop_id ?? 0,
      name: option ? `${product?.name ?? ''} - ${option.title}` : (product?.name ?? ''),
      unitCents,
      subtotalCents: lineTotalCents(unitCents, line.order_quantity),
      isDigital: !!product?.is_digital || !!option?.is_digital,
      isTaxable: !!product?.is_taxable,
      digitalFileId: option?.digital_file_id ?? product?.digital_file_id ?? null,
      shippingClass: product?.shipping ?? null,
      problem: !sellable ? 'unavailable' : wanted > stock ? 'out-of-stock' : null,
    };
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some cart lines do not match their product. Please check your cart.', {
      errors,
    });
  }
  return priced;
}
