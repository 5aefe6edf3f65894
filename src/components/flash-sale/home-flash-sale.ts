import type { FlashSale } from '@/framework/rest/types';
import { cardProduct } from '@/components/product/card-product';

/**
 * The fields of a running campaign the home page's FlashSaleSection draws (flash-sale-section.tsx and
 * flash-sale-facts.tsx: title, link, discount, end date, and its products as cards), for page data.
 */
export function homeFlashSale(sale: FlashSale): FlashSale {
  const home: FlashSale = { id: sale.id, title: sale.title, slug: sale.slug };
  for (const key of ['type', 'rate', 'end_date'] as const)
    if (sale[key] !== undefined) Object.assign(home, { [key]: sale[key] });
  if (sale.products) home.products = sale.products.map(cardProduct);
  return home;
}
