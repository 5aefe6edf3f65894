import type { GetServerSideProps } from 'next';
import { ProductDetails } from '@/components/product/product-details';
import { ProductBreadcrumbs, ProductJsonLd } from '@/components/product/product-structured-data';
import { RelatedProducts } from '@/components/product/related-products';
import { Seo } from '@/components/seo/seo';
import { productOptions, useProduct } from '@/framework/rest/product';
import { questionsOptions } from '@/framework/rest/question';
import { reviewsOptions } from '@/framework/rest/review';
import { laterPart } from '@/lib/later-part';
import { loadDetailPage } from '@/lib/ssr/load-page';

// Below the product: rendered on the server, their code loaded after the page's own.
const ProductReviews = laterPart(() => import('@/components/product/product-reviews').then((m) => m.ProductReviews));
const ProductQuestions = laterPart(() =>
  import('@/components/product/product-questions').then((m) => m.ProductQuestions),
);

/** Product detail (SPEC §2 /products/{slug}): rendered on the server with its reviews and answered questions. */
export default function ProductPage({ slug }: { slug: string }) {
  const { product } = useProduct(slug);
  if (!product) return null;
  return (
    <>
      <Seo
        path={`/products/${product.slug}`}
        title={product.name}
        description={product.description}
        image={product.image?.original}
        type="product"
      />
      <ProductJsonLd product={product} />
      <ProductBreadcrumbs product={product} />
      <div className="flex flex-col gap-14">
        <ProductDetails key={product.id} product={product} />
        <ProductReviews product={product} />
        <ProductQuestions product={product} />
        <RelatedProducts products={product.related_products} variant={product.type?.settings?.productCard} />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadDetailPage(ctx, async (queryClient, slug, locale) => {
    const product = await queryClient.fetchQuery(productOptions(slug, locale));
    await Promise.all([
      queryClient.prefetchInfiniteQuery(reviewsOptions({ productId: product.id })),
      queryClient.prefetchInfiniteQuery(questionsOptions({ productId: product.id })),
    ]);
  });
