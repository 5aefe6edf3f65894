import type { GetServerSideProps } from 'next';
import { EntityHero } from '@/components/brand/entity-hero';
import { FlashSaleFacts } from '@/components/flash-sale/flash-sale-facts';
import { FlashSaleProducts } from '@/components/flash-sale/flash-sale-products';
import { Seo } from '@/components/seo/seo';
import { flashSaleOptions, flashSaleProductsOptions, useFlashSale } from '@/framework/rest/flash-sale';
import { useTranslation } from '@/lib/i18n/provider';
import { loadDetailPage } from '@/lib/ssr/load-page';

/**
 * /flash-sales/{slug}: a running campaign and its products at their sale prices. An unknown or ended campaign
 * (the provider answers 404), or a provider without flash sales, renders the 404 page.
 */
export default function FlashSalePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { flashSale } = useFlashSale(slug);
  if (!flashSale) return null;
  return (
    <>
      <Seo
        path={`/flash-sales/${flashSale.slug}`}
        title={flashSale.title}
        description={flashSale.description}
        image={flashSale.cover_image?.original ?? flashSale.image?.original}
      />
      <div className="flex flex-col gap-10">
        <EntityHero
          name={flashSale.title}
          image={flashSale.image}
          cover={flashSale.cover_image}
          subtitle={t('text-flash-sale')}
        >
          {flashSale.description ? (
            <p className="max-w-3xl leading-relaxed text-gray-800">{flashSale.description}</p>
          ) : null}
          <FlashSaleFacts sale={flashSale} />
          <p className="text-sm text-gray-700">{t('text-flash-sale-note')}</p>
        </EntityHero>
        <FlashSaleProducts slug={slug} />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadDetailPage(ctx, (queryClient, slug, locale) =>
    Promise.all([
      queryClient.fetchQuery(flashSaleOptions(slug, locale)),
      queryClient.prefetchInfiniteQuery(flashSaleProductsOptions(slug, locale)),
    ]),
  );
