import { Activity } from 'react';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import type { ProductCardVariant } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { productSellingPrice } from '@/shared/selling-price';
import { useModalAction } from '@/store/ui';
import { WishlistButton } from '@/components/community/wishlist-button';
import { AddToCart } from './add-to-cart';
import type { CardProduct } from './card-product';
import { ProductPrice } from './product-price';
import { Icon } from '@/components/icons/icon';

interface ProductCardProps {
  /** A list's product, or the fields of it a card reads (card-product.ts: page data carries those). */
  product: CardProduct;
  /** The type's card style (Type.settings.productCard): books show their author, fashion a taller picture. */
  variant?: ProductCardVariant;
  /** Above-the-fold cards load their picture eagerly (LCP). */
  priority?: boolean;
  /** Prefix of the card's element ids, when the same product can be shown twice on a page (a sale and a grid). */
  idScope?: string;
}

const TALL: ProductCardVariant[] = ['xenon', 'krypton'];

/**
 * A product card. Each card is an Activity boundary: React hydrates the cards of a list one by one, yielding to the
 * browser between them, instead of with the rest of the page in one long task (ARCHITECTURE "Hydration"). Not a
 * Suspense boundary: the server streams those out of order behind inline scripts, which the page's policy refuses.
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <Activity mode="visible">
      <Card {...props} />
    </Activity>
  );
}

function Card({ product, variant = 'neon', priority = false, idScope = '' }: ProductCardProps) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const tall = TALL.includes(variant);
  const book = variant === 'radon';
  const discount = productSellingPrice(product)?.discount;
  const href = `/products/${product.slug}`;
  const titleId = `${idScope}product-${product.id}`;
  return (
    <article className="group product-card" aria-labelledby={titleId}>
      <Link
        href={href}
        className={`relative block bg-gray-50 ${tall || book ? 'aspect-[3/4]' : 'aspect-square'}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        {product.image ? (
          <Image
            src={product.image.thumbnail}
            alt=""
            fill
            sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px"
            priority={priority}
            className={tall || book ? 'object-cover' : 'object-contain p-3'}
          />
        ) : null}
        {discount ? (
          <span className="absolute start-2 top-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-bold text-gray-900">
            {t('text-discount-off', { value: discount })}
          </span>
        ) : null}
      </Link>
      <button
        type="button"
        onClick={() => openModal('PRODUCT_DETAILS', product.slug)}
        aria-label={t('text-quick-view-name', { name: product.name })}
        title={t('text-quick-view')}
        className="round-action card-reveal absolute end-2 top-2 text-gray-800 hover:text-accent"
      >
        <Icon width="18" height="18">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </Icon>
      </button>
      <WishlistButton productId={product.id} productName={product.name} className="card-reveal absolute end-2 top-12" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={titleId} className="line-clamp-2 text-sm font-medium text-gray-900">
          <Link href={href} className="hover:text-accent">
            <bdi>{product.name}</bdi>
          </Link>
        </h3>
        {book && product.author ? <p className="text-xs text-gray-600">{product.author.name}</p> : null}
        {product.unit ? (
          <p className="text-xs text-gray-600">
            <bdi>{product.unit}</bdi>
          </p>
        ) : null}
        <ProductPrice product={product} className="mt-auto pt-1" />
        <AddToCart product={product} className="mt-2 w-full" />
      </div>
    </article>
  );
}
