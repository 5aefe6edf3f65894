import type { GetServerSideProps } from 'next';
import { useMemo } from 'react';
import { BrandProducts } from '@/components/brand/brand-products';
import { EntityHero } from '@/components/brand/entity-hero';
import { FactList, formatDay } from '@/components/brand/fact-list';
import { SocialLinks } from '@/components/brand/social-links';
import { Seo } from '@/components/seo/seo';
import { authorOptions, useAuthor } from '@/framework/rest/brand';
import { productsOptions } from '@/framework/rest/product';
import { useTranslation } from '@/lib/i18n/provider';
import { loadDetailPage } from '@/lib/ssr/load-page';
import { formatOptionalCount } from '@/lib/format-number';

const filtersOf = (slug: string) => ({ author: slug });

/** /authors/{slug}: portrait, cover, biography, quote, dates and languages, and the author's books. */
export default function AuthorPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { author } = useAuthor(slug);
  const filters = useMemo(() => filtersOf(slug), [slug]);
  if (!author) return null;
  return (
    <>
      <Seo
        path={`/authors/${author.slug}`}
        title={author.name}
        description={author.bio}
        image={author.image?.original}
        type="profile"
      />
      <div className="flex flex-col gap-10">
        <EntityHero name={author.name} image={author.image} cover={author.cover_image} round>
          {author.quote ? (
            <blockquote className="max-w-3xl border-s-4 border-accent ps-4 text-lg text-gray-800 italic">
              <p>{author.quote}</p>
            </blockquote>
          ) : null}
          {author.bio ? <p className="max-w-3xl leading-relaxed text-gray-800">{author.bio}</p> : null}
          <FactList
            facts={[
              { term: t('text-born'), value: formatDay(author.born, i18n.language) },
              { term: t('text-died'), value: formatDay(author.death, i18n.language) },
              { term: t('text-languages'), value: author.languages },
              { term: t('text-products'), value: formatOptionalCount(author.products_count, i18n.language) },
            ]}
          />
          <SocialLinks socials={author.socials} />
        </EntityHero>
        <BrandProducts title={t('text-books-by', { name: author.name })} filters={filters} variant="radon" />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadDetailPage(ctx, (queryClient, slug, locale) =>
    Promise.all([
      queryClient.fetchQuery(authorOptions(slug, locale)),
      queryClient.prefetchInfiniteQuery(productsOptions(filtersOf(slug), { language: locale })),
    ]),
  );
