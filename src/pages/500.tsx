import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/content/error-page';
import { useTranslation } from '@/lib/i18n/provider';
import { pageTranslations } from '@/lib/i18n/server';

/** Server error: static, so it still renders when the API or the database is what failed. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage code={500} path="/500" title={t('text-server-error')} description={t('text-server-error-description')} />
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, undefined, '/500'),
});
