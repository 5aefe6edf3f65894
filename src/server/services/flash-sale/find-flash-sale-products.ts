import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { ListParams } from '../../query/list-params';
import { findProductPage } from '../product/product-list-page';
import { activeCampaign } from './flash-sale-price';

/**
 * The products of a running campaign as a product page (helper envelope), priced like every product list:
 * their sale_price is the campaign's price. An unknown, ended or future campaign is a 404. Read like GET
 * /products (product-list-page.ts): from an index in the sort order, capped total, `next_cursor` for the next page.
 */
export async function findFlashSaleProducts(options: {
  database: Database;
  slug: string;
  params: ListParams;
  language: string;
  url: URL;
  cursor?: string;
}): Promise<string> {
  const [campaign] = await options.database.rows<{ id: number }>(
    sql`select fs.id from flash_sales fs where fs.slug = ${options.slug} and ${activeCampaign}`,
  );
  if (!campaign) throw notFound('Flash sale', options.slug);
  return findProductPage({
    database: options.database,
    params: options.params,
    language: options.language,
    url: options.url,
    cursor: options.cursor,
    where: [
      sql`exists (select 1 from flash_sale_products fsp where fsp.product_id = p.id and fsp.flash_sale_id = ${campaign.id})`,
    ],
  });
}
