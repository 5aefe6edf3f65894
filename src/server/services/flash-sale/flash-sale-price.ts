import { type SQL, sql } from 'drizzle-orm';

/**
 * Flash-sale pricing, in one place for every reader of a product's price: the product list and page, related
 * and popular products, the flash-sale product list, and checkout/order pricing (price-lines.ts). Each reads the
 * product's sale price through `effectiveSalePriceCents`, and the shared selling-price rule then decides what the
 * shopper pays, so a page and the checkout always agree.
 *
 * - A campaign is active while `sale_status` is on and start_date ≤ now < end_date.
 * - It prices simple products only (a variable product's options keep their own prices): percentage takes that
 *   whole percent off the list price, rounded to the cent (half away from zero); fixed takes `rate` cents off.
 *   A result of 0 or less is not a price, so that campaign is ignored for the product.
 * - The product's own sale price still counts: the lower of the two is the sale price. The selling-price rule
 *   then ignores a figure that is not below the list price.
 */

/** Condition on a flash_sales row aliased `fs`: the campaign is running now. */
export const activeCampaign = sql`(fs.sale_status and fs.start_date <= now() and now() < fs.end_date)`;

/** The lowest price any active campaign gives the product `alias` (a products row), in cents, or null. */
export function campaignPriceCents(alias: string): SQL {
  const p = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`(select min(fx.cents) from (
      select case fs.type when 'percentage' then round(${p('price_cents')} * (100 - fs.rate) / 100.0)::int
                          else ${p('price_cents')} - fs.rate end as cents
      from flash_sale_products fsp join flash_sales fs on fs.id = fsp.flash_sale_id
      where fsp.product_id = ${p('id')} and ${activeCampaign}
        and ${p('product_type')} = 'simple' and ${p('price_cents')} is not null) fx
    where fx.cents > 0)`;
}

/** The sale price in effect: the lower of the product's own usable sale price and its campaign price. */
export function effectiveSalePriceCents(alias: string): SQL {
  const own = sql.raw(`${alias}.sale_price_cents`);
  return sql`least(case when ${own} > 0 then ${own} end, ${campaignPriceCents(alias)})`;
}

/**
 * A simple product's lowest/highest selling price (`min_price_cents`/`max_price_cents` store it without
 * campaigns), lowered to its campaign price while one runs; a variable product's span is unchanged.
 */
export function effectiveSpanCents(alias: string, column: 'min_price_cents' | 'max_price_cents'): SQL {
  return sql`least(${sql.raw(`${alias}.${column}`)}, ${campaignPriceCents(alias)})`;
}

/** True while an active campaign lowers the product's price. */
export function inFlashSale(alias: string): SQL {
  return sql`(${campaignPriceCents(alias)} is not null)`;
}
