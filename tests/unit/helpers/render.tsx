import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import en from '../../../public/locales/en/common.json';
import { QueryProvider } from '@/framework/rest/query';
import { SettingsProvider } from '@/framework/rest/settings';
import * as runtime from '@/framework/rest/query-runtime';
import { TranslationProvider } from '@/lib/i18n/provider';
import { CartProvider } from '@/store/cart/cart.context';
import { UIProvider } from '@/store/ui';

export function mockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    basePath: '',
    pathname: '/',
    route: '/',
    asPath: '/',
    query: {},
    locale: 'en',
    locales: ['en', 'ar', 'he', 'de', 'es', 'zh'],
    defaultLocale: 'en',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(() => Promise.resolve()),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    ...overrides,
  } as NextRouter;
}

export interface Setup {
  router?: Partial<NextRouter>;
  queryClient?: QueryClient;
}

/** Renders with the app's providers: router, React Query, translations (real en strings), UI state and cart. */
export function renderWithProviders(ui: ReactElement, { router, queryClient, ...options }: Setup & RenderOptions = {}) {
  const client =
    queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routerValue = mockRouter(router);
  const store = {
    _nextI18Next: {
      initialLocale: routerValue.locale ?? 'en',
      initialI18nStore: { [routerValue.locale ?? 'en']: { common: en } },
    },
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <RouterContext.Provider value={routerValue}>
      <QueryProvider live={{ runtime, client }}>
        <SettingsProvider>
          <TranslationProvider pageProps={store}>
            <UIProvider>
              <CartProvider>{children}</CartProvider>
            </UIProvider>
          </TranslationProvider>
        </SettingsProvider>
      </QueryProvider>
    </RouterContext.Provider>
  );
  return { router: routerValue, queryClient: client, ...render(ui, { wrapper: Wrapper, ...options }) };
}
