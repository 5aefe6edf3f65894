import { Link } from '@/components/ui/link';
import { ProductCard } from '@/components/product/product-card';
import { useHomeFlashSale } from '@/framework/rest/flash-sale';
import type { ProductCardVariant } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { FlashSaleFacts } from './flash-sale-facts';

/**
 * A type's running flash sale on its home page: the campaign, a few of its products at their sale prices (the
 * prices checkout charges) and a link to the campaign's page. Nothing when the provider has no campaign.
 */
export function FlashSaleSection({ typeSlug, variant }: { typeSlug: string; variant?: ProductCardVariant }) {
  const { t } = useTranslation();
  const sale = useHomeFlashSale(typeSlug);
  if (!sale) return null;
  const href = `/flash-sales/${sale.slug}`;
  return (
    <section aria-labelledby="flash-sale-title" className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-amber-900">{t('text-flash-sale')}</p>
          <h2 id="flash-sale-title" className="text-xl font-bold text-gray-900 sm:text-2xl">
            <bdi>{sale.title}</bdi>
          </h2>
          <FlashSaleFacts sale={sale} />
        </div>
        <Link
          href={href}
          className="rounded-md bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('text-flash-sale-view')}
        </Link>
      </div>
      {sale.products?.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('text-flash-sale-products')}>
          {sale.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} variant={variant} idScope="flash-sale-" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
