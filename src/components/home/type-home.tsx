import { Image } from '@/components/ui/image';
import { useRouter } from 'next/router';
import { ProductGrid } from '@/components/product/product-grid';
import type { Type } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { laterPart } from '@/lib/later-part';
import { parseProductFilters } from '@/shared/product-filters';
import type { TypeShowcase } from './page-type';

// Rendered on the server, their code loaded after the page's own (the sale's cards are the grid's, loaded with the
// page): the sale, and the category menu (below the sale on phones, beside the products on wide screens).
const FlashSaleSection = laterPart(() =>
  import('@/components/flash-sale/flash-sale-section').then((m) => m.FlashSaleSection),
);
const CategoryMenu = laterPart(() => import('@/components/category/category-menu').then((m) => m.CategoryMenu));

const SIDEBAR_LAYOUTS = new Set(['classic', 'modern', 'default']);

/**
 * A type's home (SPEC §2, CONTRACT §4 Type): its banner, promotional sliders, category menu in the type's
 * layout, and its products, filtered by the category chosen in the URL.
 */
export function TypeHome({ type, showcase }: { type: Type; showcase: TypeShowcase }) {
  const { t } = useTranslation();
  const { query } = useRouter();
  const filters = { ...parseProductFilters(query), type: type.slug };
  const layout = type.settings?.layoutType ?? 'default';
  const { banner, sliders } = showcase;
  const sidebar = SIDEBAR_LAYOUTS.has(layout);
  const menu = <CategoryMenu layout={layout} type={type.slug} active={filters.category?.[0]} />;

  return (
    <div className="flex flex-col gap-8">
      {banner ? (
        <section className="relative overflow-hidden rounded-xl bg-gray-100" aria-labelledby="banner-title">
          {banner.image ? (
            <Image
              src={banner.image.original}
              alt=""
              width={1200}
              height={400}
              priority
              fetchPriority="high"
              sizes="(max-width: 1280px) 100vw, 1248px"
              className="h-48 w-full object-cover sm:h-72"
            />
          ) : null}
          <div className="absolute inset-0 flex flex-col justify-center gap-2 bg-linear-to-r rtl:bg-linear-to-l from-white/90 via-white/60 to-transparent p-6 sm:p-10">
            <h1 id="banner-title" className="max-w-lg text-2xl font-bold text-gray-900 sm:text-4xl">
              {banner.title}
            </h1>
            {banner.description ? (
              <p className="max-w-md text-sm text-gray-800 sm:text-base">{banner.description}</p>
            ) : null}
          </div>
        </section>
      ) : (
        <h1 className="text-2xl font-bold">{type.name}</h1>
      )}

      {sliders.length ? (
        <section aria-label={t('text-offers')}>
          {/* Scrolls sideways on small screens: focusable, so a keyboard can scroll it with the arrow keys. */}
          <ul className="flex snap-x gap-4 overflow-x-auto pb-2" tabIndex={0} aria-label={t('text-offers')}>
            {sliders.map((slide, index) => (
              <li key={slide.id} className="w-80 shrink-0 snap-start">
                <Image
                  src={slide.thumbnail}
                  alt={t('text-offer-number', { number: index + 1 })}
                  width={360}
                  height={120}
                  className="h-auto w-full rounded-lg"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <FlashSaleSection typeSlug={type.slug} variant={type.settings?.productCard} />

      <div className={sidebar ? 'grid gap-6 lg:grid-cols-[240px_1fr]' : 'flex flex-col gap-6'}>
        <aside className={sidebar ? 'lg:sticky lg:top-32 lg:self-start' : ''}>{menu}</aside>
        <ProductGrid
          filters={filters}
          variant={type.settings?.productCard}
          title={t('text-products-of', { name: type.name })}
          eagerImages={banner ? 0 : 4}
        />
      </div>
    </div>
  );
}
