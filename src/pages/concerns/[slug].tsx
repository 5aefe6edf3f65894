import type { GetServerSideProps } from 'next';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { useMemo } from 'react';
import { BrandProducts } from '@/components/brand/brand-products';
import { EntityHero } from '@/components/brand/entity-hero';
import { FactList } from '@/components/brand/fact-list';
import { SocialLinks } from '@/components/brand/social-links';
import { Seo } from '@/components/seo/seo';
import { concernOptions, useConcern } from '@/framework/rest/concern';
import { productsOptions } from '@/framework/rest/product';
import { useTranslation } from '@/lib/i18n/provider';
import { loadDetailPage } from '@/lib/ssr/load-page';
import { formatOptionalCount } from '@/lib/format-number';

const filtersOf = (slug: string) => ({ concern: slug });

/** /concerns/{slug}: a company group (CONTRACT §11) with its description, website, brands and products. */
export default function ConcernPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { concern } = useConcern(slug);
  const filters = useMemo(() => filtersOf(slug), [slug]);
  if (!concern) return null;
  const brands = concern.manufacturers ?? [];
  return (
    <>
      <Seo
        path={`/concerns/${concern.slug}`}
        title={concern.name}
        description={concern.description}
        image={concern.cover_image?.original ?? concern.image?.original}
      />
      <div className="flex flex-col gap-10">
        <EntityHero name={concern.name} image={concern.image} cover={concern.cover_image}>
          {concern.description ? (
            <p className="max-w-3xl leading-relaxed text-gray-800">{concern.description}</p>
          ) : null}
          <FactList
            facts={[
              { term: t('text-brands'), value: formatOptionalCount(concern.manufacturers_count, i18n.language) },
              { term: t('text-products'), value: formatOptionalCount(concern.products_count, i18n.language) },
            ]}
          />
          <SocialLinks website={concern.website} />
        </EntityHero>
        {brands.length ? (
          <section aria-labelledby="concern-brands-title" className="flex flex-col gap-4">
            <h2 id="concern-brands-title" className="text-xl font-bold text-gray-900">
              {t('text-brands-of', { name: concern.name })}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {brands.map((brand) => (
                <li key={brand.id} className="flex min-w-0">
                  <Link
                    href={`/manufacturers/${brand.slug}`}
                    className="group flex w-full items-center gap-3 rounded-lg border border-gray-200 bg-white p-3 hover:border-gray-300 hover:shadow-sm"
                  >
                    <span className="relative h-12 w-12 shrink-0 overflow-hidden rounded-md bg-gray-100">
                      {brand.image ? (
                        <Image src={brand.image.original} alt="" fill sizes="48px" className="object-cover" />
                      ) : null}
                    </span>
                    <span className="min-w-0 text-sm font-semibold text-gray-900 group-hover:text-accent">
                      {brand.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <BrandProducts title={t('text-products-of', { name: concern.name })} filters={filters} />
      </div>
    </>
  );
}

/** A provider without /concerns answers 404 for every slug, and so does this page. */
/** A provider without /concerns answers 404 for every slug, and so does this page. */
export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadDetailPage(ctx, (queryClient, slug, locale) =>
    Promise.all([
      queryClient.fetchQuery(concernOptions(slug, locale)),
      queryClient.prefetchInfiniteQuery(productsOptions(filtersOf(slug), { language: locale })),
    ]),
  );
