import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';

const link = 'text-gray-900 underline decoration-gray-300 underline-offset-2 hover:text-accent hover:decoration-accent';
const chip =
  'inline-block rounded-full border border-gray-200 bg-gray-50 px-3 py-1 text-xs font-medium text-gray-800 hover:border-accent hover:text-accent';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <dt className="min-w-28 text-gray-600">{term}</dt>
      <dd className="flex flex-1 flex-wrap gap-1.5 text-gray-900">{children}</dd>
    </div>
  );
}

/** Where the product belongs: shop, type, categories, tags, author, manufacturer (each a link), and the SKU. */
export function ProductMeta({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-col gap-2.5 text-sm">
      {product.shop ? (
        <Row term={t('text-sold-by')}>
          <Link href={`/shops/${product.shop.slug}`} className={`font-semibold ${link}`}>
            {product.shop.name}
          </Link>
        </Row>
      ) : null}
      {product.author ? (
        <Row term={t('text-author')}>
          <Link href={`/authors/${product.author.slug}`} className={link}>
            {product.author.name}
          </Link>
        </Row>
      ) : null}
      {product.manufacturer ? (
        <Row term={t('text-manufacturer')}>
          <Link href={`/manufacturers/${product.manufacturer.slug}`} className={link}>
            {product.manufacturer.name}
          </Link>
        </Row>
      ) : null}
      {product.type ? (
        <Row term={t('text-type')}>
          <Link href={`/${product.type.slug}`} className={link}>
            {product.type.name}
          </Link>
        </Row>
      ) : null}
      {product.categories?.length ? (
        <Row term={t('text-categories')}>
          {product.categories.map((category) => (
            <Link key={category.id} href={`/search?category=${encodeURIComponent(category.slug)}`} className={chip}>
              {category.name}
            </Link>
          ))}
        </Row>
      ) : null}
      {product.tags?.length ? (
        <Row term={t('text-tags')}>
          {product.tags.map((tag) => (
            <Link key={tag.id} href={`/search?tags=${encodeURIComponent(tag.slug)}`} className={chip}>
              {tag.name}
            </Link>
          ))}
        </Row>
      ) : null}
      {product.sku ? (
        <Row term={t('text-sku')}>
          <span>{product.sku}</span>
        </Row>
      ) : null}
    </dl>
  );
}
