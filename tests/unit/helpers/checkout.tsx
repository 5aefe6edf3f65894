import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ManagedModal } from '@/components/layouts/managed-modal';
import { renderWithProviders } from './render';

/** A checkout or order page with the modal host and a fresh checkout store, as the app has them. */
export function renderPage(page: ReactNode, path = '/checkout') {
  return renderWithProviders(
    <JotaiProvider>
      {page}
      <ManagedModal />
    </JotaiProvider>,
    { router: { pathname: path, asPath: path } },
  );
}

export const savedCheckout = () => JSON.parse(window.localStorage.getItem('pickbazar-checkout') ?? 'null');
export const savedCart = () => JSON.parse(window.localStorage.getItem('pick-cart') ?? 'null');
