import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { parseProductFilters, type ProductFilters } from '@/shared/product-filters';
import { replaceFiltersInQuery } from '@/shared/product-filter-edits';

/**
 * Filters asked for but not shown yet: set the moment a control changes, cleared when the navigation ends.
 * Shared by every control on the page (sidebar, drawer, chips, sort) so a ticked box stays ticked while the
 * new results load, and a second click builds on the first.
 */
type Requested = { page: string; filters: ProductFilters } | null;
let requested: Requested = null;
const listeners = new Set<() => void>();
function setRequested(next: Requested) {
  requested = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getRequested = () => requested;
const getNoRequest = (): Requested => null;

const pageOf = (asPath: string) => new URL(asPath, 'http://local').pathname;

/** True while a navigation is loading (the current results are then stale and shown dimmed). */
export function useNavigationPending(): boolean {
  const { events } = useRouter();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const start = () => setPending(true);
    const done = () => setPending(false);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
  return pending;
}

/**
 * The product filters of the current page, read from its URL, and `apply` to change them. A change is a
 * normal (not shallow) navigation: the server renders the filtered page, back/forward replay it, and Next
 * keeps showing the current results until the new ones have arrived, so nothing flashes.
 *
 * - `filters`: what the controls show (already the requested filters while their page loads);
 * - `committed`: the filters of the URL the page is showing (for the results and the lists themselves).
 *
 * `scopeType` is a product type fixed by the page (a type's home, `/[type]`): it filters the lists and is
 * never written into or removed from the URL.
 */
export function useFilterRoute(scopeType?: string) {
  const router = useRouter();
  const { query, asPath, events } = router;
  const pending = useSyncExternalStore(subscribe, getRequested, getNoRequest);
  const committed = useMemo<ProductFilters>(() => withScope(parseProductFilters(query), scopeType), [query, scopeType]);
  const page = pageOf(asPath);
  const filters = useMemo<ProductFilters>(
    () => (pending && pending.page === page ? withScope(pending.filters, scopeType) : committed),
    [pending, page, committed, scopeType],
  );

  useEffect(() => {
    const done = () => setRequested(null);
    // A navigation cancelled by a newer one must not drop the newer request.
    const failed = (error: { cancelled?: boolean }) => {
      if (!error?.cancelled) setRequested(null);
    };
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', failed);
    return () => {
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', failed);
    };
  }, [events]);

  const apply = useCallback(
    (next: ProductFilters) => {
      const target = replaceFiltersInQuery(router.query, next);
      if (scopeType) {
        if (router.query.type === undefined) delete target.type;
        else target.type = router.query.type;
      }
      const request: Requested = { page: pageOf(router.asPath), filters: next };
      setRequested(request);
      return router.push({ pathname: router.pathname, query: target }, undefined, { scroll: false }).finally(() => {
        if (requested === request) setRequested(null);
      });
    },
    [router, scopeType],
  );

  return { filters, committed, apply };
}

function withScope(filters: ProductFilters, scopeType?: string): ProductFilters {
  return scopeType ? { ...filters, type: scopeType } : filters;
}
