import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { concernsAvailableOptions } from '@/framework/rest/concern-availability';
import { isApiError } from '@/framework/rest/errors';
import { createServerQueryClient } from '@/framework/rest/query-client';
import { settingsOptions } from '@/framework/rest/settings';
import { typesOptions } from '@/framework/rest/type';
import { pageTranslations } from '@/lib/i18n/server';
import { trimPageData } from './page-data';

export interface PageProps {
  dehydratedState: DehydratedState;
  [key: string]: unknown;
}

export const NOT_FOUND = 'not-found' as const;

export interface LoadPageOptions<Extra> {
  /** Fills the query cache for what the page shows; answer NOT_FOUND for a missing item. */
  prefetch?: (queryClient: QueryClient, locale: string) => Promise<Extra | typeof NOT_FOUND | void>;
  /** Shared caches may keep the page this many seconds (catalogue pages); 0 for personal pages. */
  cacheSeconds?: number;
}

/** 404 answers from the provider, so detail pages can render the real 404 page. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * getServerSideProps for every storefront page: translations, the settings/types/menu data the layout needs,
 * the page's own prefetches, all dehydrated into the React Query cache the client starts from.
 */
export async function loadPage<Extra extends Record<string, unknown> = Record<string, never>>(
  ctx: GetServerSidePropsContext,
  options: LoadPageOptions<Extra> = {},
): Promise<GetServerSidePropsResult<PageProps & Partial<Extra>>> {
  const locale = ctx.locale ?? 'en';
  const queryClient = createServerQueryClient();
  const [translations, extra] = await Promise.all([
    pageTranslations(locale, undefined, ctx.resolvedUrl),
    options.prefetch?.(queryClient, locale),
    queryClient.prefetchQuery(settingsOptions(locale)),
    queryClient.prefetchQuery(typesOptions(locale)),
    queryClient.prefetchQuery(concernsAvailableOptions()),
  ]);
  if (extra === NOT_FOUND) return { notFound: true };
  const seconds = options.cacheSeconds ?? 60;
  ctx.res.setHeader(
    'Cache-Control',
    seconds > 0 ? `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}` : 'private, no-store',
  );
  return {
    props: {
      ...translations,
      ...(extra ?? {}),
      // Cut to what the page's components draw (page-data.ts).
      dehydratedState: trimPageData(dehydrate(queryClient)),
    } as PageProps & Partial<Extra>,
  };
}

/**
 * getServerSideProps of a page about one item named by the `slug` path parameter: `prefetch` loads the item
 * (fetchQuery, so a missing one throws) and what the page shows with it. A 404 from the provider, or NOT_FOUND
 * from `prefetch`, renders the 404 page; the page receives `{ slug }`.
 */
export function loadDetailPage(
  ctx: GetServerSidePropsContext,
  prefetch: (queryClient: QueryClient, slug: string, locale: string) => Promise<unknown>,
) {
  return loadPage<{ slug: string }>(ctx, {
    prefetch: async (queryClient, locale) => {
      const slug = String(ctx.params?.slug ?? '');
      try {
        if ((await prefetch(queryClient, slug, locale)) === NOT_FOUND) return NOT_FOUND;
      } catch (error) {
        if (isNotFound(error)) return NOT_FOUND;
        throw error;
      }
      return { slug };
    },
  });
}
