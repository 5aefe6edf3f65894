import type { FlashSale } from '@/framework/rest/types';
import { type CardProduct, cardProduct } from '@/components/product/card-product';

export type HomeFlashSale = Omit<FlashSale, 'products'> & { products?: CardProduct[] };

/**
 * The fields of a running campaign the home page's FlashSaleSection draws (flash-sale-section.tsx and
 * flash-sale-facts.tsx: title, link, discount, end date, and its products as cards), for page data.
 */
export function homeFlashSale(sale: FlashSale): HomeFlashSale {
  const home: HomeFlashSale = { id: sale.id, title: sale.title, slug: sale.slug };
  if (sale.type !== undefined) home.type = sale.type;
  if (sale.rate !== undefined) home.rate = sale.rate;
  if (sale.end_date !== undefined) home.end_date = sale.end_date;
  if (sale.products) home.products = sale.products.map(cardProduct);
  return home;
}
