import type { GetServerSideProps } from 'next';
import { loadPage } from '@/lib/ssr/load-page';
import { type ContentPageName, loadContent } from './index';

/** getServerSideProps of an informational page: the layout's data plus the page text in the current language. */
export function contentPageProps(page: ContentPageName): GetServerSideProps {
  return (ctx) =>
    loadPage(ctx, {
      prefetch: async (_queryClient, locale) => ({ content: await loadContent(page, locale) }),
      // The text changes with a deploy, the layout's settings rarely: shared caches may keep it a while.
      cacheSeconds: 300,
    });
}
