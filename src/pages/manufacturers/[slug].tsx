import type { GetServerSideProps } from 'next';
import { Link } from '@/components/ui/link';
import { useMemo } from 'react';
import { BrandProducts } from '@/components/brand/brand-products';
import { EntityHero } from '@/components/brand/entity-hero';
import { FactList } from '@/components/brand/fact-list';
import { SocialLinks } from '@/components/brand/social-links';
import { Seo } from '@/components/seo/seo';
import { manufacturerOptions, useManufacturer } from '@/framework/rest/brand';
import { useConcernsAvailable } from '@/framework/rest/concern';
import { productsOptions } from '@/framework/rest/product';
import { useTypes } from '@/framework/rest/type';
import { useTranslation } from '@/lib/i18n/provider';
import { loadDetailPage } from '@/lib/ssr/load-page';
import { formatOptionalCount } from '@/lib/format-number';

const filtersOf = (slug: string) => ({ manufacturer: slug });
const link = 'text-accent underline underline-offset-2 hover:text-accent-hover';

/** /manufacturers/{slug}: logo, cover, description, website, product type and concern, and the products. */
export default function ManufacturerPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { manufacturer } = useManufacturer(slug);
  const { types } = useTypes();
  const concerns = useConcernsAvailable();
  const filters = useMemo(() => filtersOf(slug), [slug]);
  if (!manufacturer) return null;
  const type = manufacturer.type ? types.find((candidate) => candidate.slug === manufacturer.type?.slug) : undefined;
  const concern = manufacturer.concern;
  return (
    <>
      <Seo
        path={`/manufacturers/${manufacturer.slug}`}
        title={manufacturer.name}
        description={manufacturer.description}
        image={manufacturer.cover_image?.original ?? manufacturer.image?.original}
      />
      <div className="flex flex-col gap-10">
        <EntityHero
          name={manufacturer.name}
          image={manufacturer.image}
          cover={manufacturer.cover_image}
          subtitle={manufacturer.type?.name}
        >
          {manufacturer.description ? (
            <p className="max-w-3xl leading-relaxed text-gray-800">{manufacturer.description}</p>
          ) : null}
          <FactList
            facts={[
              {
                term: t('text-type'),
                value: manufacturer.type ? (
                  <Link href={`/${manufacturer.type.slug}`} className={link}>
                    {manufacturer.type.name}
                  </Link>
                ) : undefined,
              },
              {
                term: t('text-concern'),
                value: concern ? (
                  concerns ? (
                    <Link href={`/concerns/${concern.slug}`} className={link}>
                      {concern.name}
                    </Link>
                  ) : (
                    concern.name
                  )
                ) : undefined,
              },
              { term: t('text-products'), value: formatOptionalCount(manufacturer.products_count, i18n.language) },
            ]}
          />
          <SocialLinks website={manufacturer.website} />
        </EntityHero>
        <BrandProducts
          title={t('text-products-of', { name: manufacturer.name })}
          filters={filters}
          variant={type?.settings?.productCard}
        />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadDetailPage(ctx, (queryClient, slug, locale) =>
    Promise.all([
      queryClient.fetchQuery(manufacturerOptions(slug, locale)),
      queryClient.prefetchInfiniteQuery(productsOptions(filtersOf(slug), { language: locale })),
    ]),
  );
