import { PagedGrid } from '@/components/brand/paged-grid';
import { translateError } from '@/components/forms/translate-error';
import { AddToCart } from '@/components/product/add-to-cart';
import { ProductPrice } from '@/components/product/product-price';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { useMyWishlists, useRemoveFromWishlist } from '@/framework/rest/community';
import type { Product } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';

function WishlistItem({ product }: { product: Product }) {
  const { t } = useTranslation();
  const remove = useRemoveFromWishlist();
  const titleId = `wishlist-${product.id}`;
  const onRemove = () =>
    remove.mutate(product.id, {
      onSuccess: () => void notify('success', t('text-wishlist-removed')),
      onError: (error) => void notify('error', translateError(error, t)),
    });
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-md bg-gray-50">
        {product.image ? (
          <Image src={product.image.thumbnail} alt="" fill sizes="80px" className="object-contain" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-gray-900">
          <Link href={`/products/${product.slug}`} className="hover:text-accent">
            <bdi>{product.name}</bdi>
          </Link>
        </h2>
        {product.shop?.name ? (
          <p className="text-sm text-gray-600">
            <bdi>{product.shop.name}</bdi>
          </p>
        ) : null}
        <ProductPrice product={product} />
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <AddToCart product={product} />
        <Button
          variant="ghost"
          onClick={onRemove}
          loading={remove.isPending}
          aria-label={t('text-wishlist-remove-name', { name: product.name })}
        >
          {t('text-remove')}
        </Button>
      </div>
    </article>
  );
}

/** /wishlists content (inside PrivateRoute): saved products, the latest first, with remove and add to cart. */
export function WishlistView() {
  const { t } = useTranslation();
  const list = useMyWishlists();
  return (
    <PagedGrid
      list={list}
      itemKey={(product) => product.id}
      emptyTitle={t('text-wishlist-empty')}
      className="flex flex-col gap-4"
      renderItem={(product) => <WishlistItem product={product} />}
    />
  );
}
