import type { GetServerSideProps } from 'next';
import { Link } from '@/components/ui/link';
import { ProductRequestForm } from '@/components/forms/product-request-form';
import { Seo } from '@/components/seo/seo';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** "Request a product": shoppers tell the shops what they could not find. */
export default function ProductRequestPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo
        path="/product-request"
        title={t('text-product-request-title')}
        description={t('text-product-request-intro')}
      />
      <div className="mx-auto max-w-3xl">
        <header className="mb-8 border-b border-gray-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {t('text-product-request-title')}
          </h1>
          <p className="mt-3 text-lg leading-8 text-gray-700">{t('text-product-request-intro')}</p>
          <p className="mt-3 text-sm text-gray-600">
            {t('text-product-request-other-questions')}{' '}
            <Link href="/contact" className="font-medium text-accent underline underline-offset-2 hover:no-underline">
              {t('text-contact-us')}
            </Link>
          </p>
        </header>
        <ProductRequestForm />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => loadPage(ctx, { cacheSeconds: 300 });
