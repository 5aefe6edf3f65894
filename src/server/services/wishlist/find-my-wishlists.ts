import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import type { Resource } from '../../query/resource';
import { runList } from '../../query/run-list';
import { productResource } from '../product/product-resource';

/**
 * GET /my-wishlists: the caller's saved products (a Laravel page of Products, CONTRACT §4 Wishlist), the most
 * recently saved first. `created_at` sorts by when the product was saved, not when it was made.
 */
export function findMyWishlists(options: {
  database: Database;
  user: AuthUser;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  const savedAt = sql`(select w.created_at from wishlists w where w.user_id = ${options.user.id} and w.product_id = p.id)`;
  const resource: Resource = {
    ...productResource,
    name: 'wishlist',
    baseWhere: () =>
      sql`p.status = 'publish' and exists (select 1 from wishlists w where w.user_id = ${options.user.id} and w.product_id = p.id)`,
    sortable: { ...productResource.sortable, created_at: savedAt },
    defaultSort: { column: 'created_at', direction: 'desc' },
    defaultLimit: 10,
    maxLimit: 50,
    envelope: 'laravel',
  };
  return runList({
    database: options.database,
    resource,
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
  });
}
