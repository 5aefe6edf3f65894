import { ReviewLineAction } from '@/components/review/review-line-action';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { formatPrice, useMoneyFormat } from '@/lib/use-price';

type OrderProduct = NonNullable<Order['products']>[number];

/** A line's name: the product's, with the variation option's title when the line is of an option. */
export function lineName(product: OrderProduct): string {
  const optionId = product.pivot?.variation_option_id;
  const option = optionId ? product.variation_options?.find((candidate) => candidate.id === optionId) : undefined;
  return option ? `${product.name} - ${option.title}` : product.name;
}

/**
 * The lines of an order: product, quantity, unit price and line total as the order recorded them. With
 * `reviewOrderIds` (the shopper's own completed or refunded order), each line offers to write or update a review.
 */
export function OrderLines({
  products,
  caption,
  reviewOrderIds,
}: {
  products: OrderProduct[];
  caption: string;
  reviewOrderIds?: number[];
}) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-start text-gray-700">
            <th scope="col" className="py-2 text-start font-semibold">
              {t('text-product')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('text-quantity')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('text-price')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('text-line-total')}
            </th>
            {reviewOrderIds ? (
              <th scope="col" className="py-2 text-end font-semibold">
                <span className="sr-only">{t('text-review')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={`${product.id}.${product.pivot?.variation_option_id ?? ''}`} className="border-b border-gray-100">
              <th scope="row" className="py-2 text-start font-normal text-gray-900">
                {lineName(product)}
              </th>
              <td className="py-2 text-end text-gray-900">{product.pivot?.order_quantity}</td>
              <td className="py-2 text-end text-gray-900">
                <span dir="ltr">{formatPrice(Number(product.pivot?.unit_price ?? 0), format)}</span>
              </td>
              <td className="py-2 text-end font-semibold text-gray-900">
                <span dir="ltr">{formatPrice(Number(product.pivot?.subtotal ?? 0), format)}</span>
              </td>
              {reviewOrderIds ? (
                <td className="py-2 ps-3 text-end">
                  <ReviewLineAction product={product} orderIds={reviewOrderIds} label={lineName(product)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
