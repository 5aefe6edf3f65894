import type { GetServerSideProps } from 'next';
import { OutboxList } from '@/components/dev/outbox-list';
import { Seo } from '@/components/seo/seo';
import { outboxExists } from '@/framework/rest/outbox';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** /dev/outbox: the development outbox (ours); a 404 wherever the API has none (DEV_OUTBOX=off, real senders). */
export default function OutboxPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo path="/dev/outbox" title={t('text-outbox')} noindex />
      <OutboxList />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  if (!(await outboxExists())) return { notFound: true };
  // Never in a search index, whatever the page's HTML says.
  ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  return loadPage(ctx, { cacheSeconds: 0 });
};
