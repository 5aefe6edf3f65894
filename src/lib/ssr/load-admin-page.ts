import { dehydrate } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { createServerQueryClient } from '@/framework/rest/query-client';
import { settingsOptions } from '@/framework/rest/settings';
import { pageTranslations } from '@/lib/i18n/server';
import type { PageProps } from './load-page';

/**
 * getServerSideProps of the back office's pages: the shop's and the back office's texts, and the settings (money
 * format). What a page shows depends on who asks, so it is never cached; its data loads with the sign-in token.
 */
export async function loadAdminPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> {
  const locale = ctx.locale ?? 'en';
  const queryClient = createServerQueryClient();
  const [translations] = await Promise.all([
    pageTranslations(locale, ['common', 'admin']),
    queryClient.prefetchQuery(settingsOptions(locale)),
  ]);
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return { props: { ...translations, dehydratedState: dehydrate(queryClient) } };
}
