import type { GetServerSideProps } from 'next';
import { loadPage } from '@/lib/ssr/load-page';
import { type ContentPageName, loadContent } from './index';

/**
 * getServerSideProps of an informational page: the layout's data plus the page text in the current language,
 * and what `extra` reads from the provider for it (the help page's FAQs, the terms).
 */
export function contentPageProps<Extra extends Record<string, unknown> = Record<string, never>>(
  page: ContentPageName,
  extra?: (locale: string) => Promise<Extra>,
): GetServerSideProps {
  return (ctx) =>
    loadPage(ctx, {
      prefetch: async (_queryClient, locale) => {
        const [content, more] = await Promise.all([loadContent(page, locale), extra?.(locale)]);
        return { content, ...more };
      },
      // The text changes with a deploy, the layout's settings rarely: shared caches may keep it a while.
      cacheSeconds: 300,
    });
}
