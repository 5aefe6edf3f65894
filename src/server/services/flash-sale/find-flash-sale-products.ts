import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { ListParams } from '../../query/list-params';
import { listResource } from '../../query/resource-services';
import { productResource } from '../product/product-resource';
import { activeCampaign } from './flash-sale-price';

/**
 * The products of a running campaign as a product page (helper envelope), priced like every product list:
 * their sale_price is the campaign's price. An unknown, ended or future campaign is a 404.
 */
export async function findFlashSaleProducts(options: {
  database: Database;
  slug: string;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  const [campaign] = await options.database.rows<{ id: number }>(
    sql`select fs.id from flash_sales fs where fs.slug = ${options.slug} and ${activeCampaign}`,
  );
  if (!campaign) throw notFound('Flash sale', options.slug);
  return listResource(productResource, {
    database: options.database,
    params: options.params,
    language: options.language,
    url: options.url,
    where: [
      sql`exists (select 1 from flash_sale_products fsp where fsp.product_id = p.id and fsp.flash_sale_id = ${campaign.id})`,
    ],
  });
}
