import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { listQuerySchema, toListParams } from '../query/list-params';
import { findProductFacets } from '../services/product/product-facets';

const FACETS_HELP =
  'Counts for the filter drawer, over the result set GET /products answers for the same `search`, `searchJoin`, `searchFields` and `language` (other list parameters are accepted and ignored). ' +
  'Groups: categories, tags, manufacturers, price bands (currency units, inclusive, as `min_price:min,max`) and each product attribute (filter `attribute:<attribute slug>:<value slug>[,…]`, e.g. `attribute:color:red,navy`). ' +
  'Disjunctive: with searchJoin=and, each group is counted with every term applied except its own, so a checked value keeps its siblings and their counts. ' +
  'Every count is the `total` GET /products answers with that value chosen: exact up to 1,000 and a lower bound beyond (`count_exact` false, shown "1000+"), like the list’s `total_exact`. Names are in the requested language. Values with no product are left out.';

/** GET /products/facets, registered before /products/{slug} so the word is not read as a slug. */
export const productFacetsRoutes = [
  defineRoute({
    method: 'get',
    path: '/products/facets',
    tag: 'Products',
    summary: 'Filter counts (facets) for a product search',
    description: FACETS_HELP,
    query: listQuerySchema,
    response: { description: 'The total and the counts of each filter group', schema: ref('ProductFacets') },
    cacheSeconds: 30,
    handler: async ({ query, deps, language }) =>
      findProductFacets({ database: deps.database, params: toListParams(query), language }),
  }),
];
