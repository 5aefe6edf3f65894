import { productPriceRange, productSellingPrice } from '@/shared/selling-price';
import { useAdminFormat } from '../admin-kit';

interface Priced {
  product_type: string;
  price: number | null;
  sale_price: number | null;
  min_price: number;
  max_price: number;
}

/** What a shopper pays, by the shared selling-price rule: a simple product's price (struck when on sale), a range. */
export function ProductPrice({ product }: { product: Priced }) {
  const { money } = useAdminFormat();
  if (product.product_type === 'variable') {
    const range = productPriceRange(product);
    if (!range) return <>—</>;
    return <>{range.low === range.high ? money(range.low) : `${money(range.low)} – ${money(range.high)}`}</>;
  }
  const selling = productSellingPrice(product);
  if (!selling) return <>—</>;
  return (
    <>
      {money(selling.price)}
      {selling.onSale ? <del className="ms-2 text-gray-600">{money(selling.basePrice)}</del> : null}
    </>
  );
}
