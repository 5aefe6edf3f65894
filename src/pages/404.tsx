import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/content/error-page';
import { useTranslation } from '@/lib/i18n/provider';
import { pageTranslations } from '@/lib/i18n/server';

/** Not found: built once per language; Next serves it with status 404. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code={404}
      path="/404"
      title={t('text-page-not-found')}
      description={t('text-page-not-found-description')}
    />
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, undefined, '/404'),
});
