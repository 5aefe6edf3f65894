import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { call } from './call';
import { useQuery } from './query';
import type { SettingsOptions } from './types';

export const settingsOptions = (language: string) =>
  queryOptions({
    queryKey: ['settings', language],
    queryFn: async () => call('get', '/settings', { query: { language } }),
    staleTime: 5 * 60_000,
  });

const NO_OPTIONS: SettingsOptions = {};

function useSettingsQuery() {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery(settingsOptions(locale));
  const settings = data?.options ?? NO_OPTIONS;
  return useMemo(() => ({ settings, isLoading, error }), [settings, isLoading, error]);
}

const SettingsContext = createContext<ReturnType<typeof useSettingsQuery> | null>(null);

/**
 * Reads the settings once for the whole page (_app): every price of a page (usePrice) and the header, footer and
 * SEO asked for them on their own, one query observer each, some 60 on a home page (43 ms of its hydration at
 * Lighthouse's 4x slowdown).
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  return createElement(SettingsContext.Provider, { value: useSettingsQuery() }, children);
}

/** Shop-wide settings in the current language (prefetched by every page), from the SettingsProvider. */
export function useSettings() {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() is used outside the SettingsProvider (pages/_app.tsx)');
  return settings;
}
