import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import type { ReactElement, ReactNode } from 'react';
import { SiteLayout } from '@/components/layouts/site-layout';
import { QueryProvider } from '@/framework/rest/query';
import { SettingsProvider } from '@/framework/rest/settings';
import { clientOnly } from '@/lib/client-only';
import { type SSRTranslations, TranslationProvider } from '@/lib/i18n/provider';
import { CartProvider } from '@/store/cart/cart.context';
import { UIProvider } from '@/store/ui';
import '@/styles/globals.css';

// Draws nothing and acts only once the saved cart is restored after hydration: its code loads then, not with the page.
const CartLanguage = clientOnly(() => import('@/components/cart/cart-language').then((m) => m.CartLanguage));

export type PageWithLayout<P = object> = NextPage<P> & { getLayout?: (page: ReactElement) => ReactNode };

export default function App({ Component, pageProps, router }: AppProps & { Component: PageWithLayout }) {
  const getLayout = Component.getLayout ?? ((page: ReactElement) => <SiteLayout>{page}</SiteLayout>);
  return (
    <QueryProvider state={pageProps.dehydratedState}>
      <SettingsProvider>
        <TranslationProvider pageProps={pageProps as SSRTranslations} locale={router.locale}>
          <UIProvider>
            <CartProvider>
              <CartLanguage />
              {getLayout(<Component {...pageProps} />)}
            </CartProvider>
          </UIProvider>
        </TranslationProvider>
      </SettingsProvider>
    </QueryProvider>
  );
}
