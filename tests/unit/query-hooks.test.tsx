import * as library from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useMutation } from '@/framework/rest/mutation';
import { QueryProvider, useInfiniteQuery, useQuery } from '@/framework/rest/query';
import * as runtime from '@/framework/rest/query-runtime';

/**
 * The house hooks, once React Query's engine has loaded, must report what React Query's own hooks report for
 * the same options: the same states, in the same order, to the same end.
 */
type Hooks = {
  useQuery: typeof useQuery;
  useInfiniteQuery: typeof useInfiniteQuery;
  useMutation: typeof useMutation;
};
const ours: Hooks = { useQuery, useInfiniteQuery, useMutation };
const theirs = library as unknown as Hooks;

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A recorded state with work still in flight (a fetch, a next page or a mutation). */
const busy = (state: unknown) => {
  const s = (state ?? {}) as { isFetching?: boolean; isFetchingNextPage?: boolean; isPending?: boolean };
  return Boolean(s.isFetching || s.isFetchingNextPage || s.isPending);
};

/** Renders `probe` with each implementation and answers the distinct states each went through. */
async function statesOf<S>(
  probe: (hooks: Hooks, record: (state: S) => void) => ReactNode,
  drive: (act: (fn: () => unknown) => Promise<void>) => Promise<void> = async () => {},
): Promise<{ ours: S[]; theirs: S[] }> {
  const run = async (hooks: Hooks, wrap: (children: ReactNode) => ReactNode) => {
    const seen: S[] = [];
    const record = (state: S) => {
      if (JSON.stringify(seen[seen.length - 1]) !== JSON.stringify(state)) seen.push(state);
    };
    function Probe() {
      return <>{probe(hooks, record)}</>;
    }
    // Waits until the probe is at rest: nothing in flight and no new state for a few ticks. A fixed pause is not
    // enough on a loaded machine, where a 5 ms timer can fire long after a 20 ms one was due.
    const settle = async () => {
      let quiet = 0;
      for (let i = 0; i < 500 && (quiet < 3 || busy(seen[seen.length - 1])); i++) {
        const before = seen.length;
        await act(() => tick(20));
        quiet = seen.length === before ? quiet + 1 : 0;
      }
    };
    const view = render(wrap(<Probe />));
    await settle();
    await drive(async (fn) => {
      await act(async () => {
        await fn();
      });
      await settle();
    });
    view.unmount();
    return seen;
  };
  const ourStates = await run(ours, (children) => (
    <QueryProvider live={{ runtime, client: newClient() }}>{children}</QueryProvider>
  ));
  const theirStates = await run(theirs, (children) => (
    <library.QueryClientProvider client={newClient()}>{children}</library.QueryClientProvider>
  ));
  return { ours: ourStates, theirs: theirStates };
}

const view = (q: { data: unknown; error: unknown; isLoading: boolean; isFetching: boolean }) => ({
  data: q.data,
  error: q.error ? String(q.error) : null,
  isLoading: q.isLoading,
  isFetching: q.isFetching,
});

type QueryView = ReturnType<typeof view>;
type PagesView = QueryView & { hasNextPage: boolean; isFetchingNextPage: boolean };
type MutationView = { data: unknown; error: string | null; isPending: boolean; isSuccess: boolean; isError: boolean };

describe('the house query hooks against React Query', () => {
  it('useQuery: loading, then data', async () => {
    const { ours: a, theirs: b } = await statesOf<QueryView>((hooks, record) => {
      const q = hooks.useQuery({ queryKey: ['greeting'], queryFn: () => tick().then(() => 'hello') });
      record(view(q));
      return null;
    });
    expect(a).toEqual(b);
    expect(a[a.length - 1]).toMatchObject({ data: 'hello', isLoading: false });
  });

  it('useQuery: loading, then the error', async () => {
    const { ours: a, theirs: b } = await statesOf<QueryView>((hooks, record) => {
      const q = hooks.useQuery({
        queryKey: ['broken'],
        queryFn: () => tick().then(() => Promise.reject(new Error('nope'))),
      });
      record(view(q));
      return null;
    });
    expect(a).toEqual(b);
    expect(a[a.length - 1]).toMatchObject({ error: 'Error: nope', isLoading: false });
  });

  it('useQuery: a disabled query does nothing', async () => {
    const { ours: a, theirs: b } = await statesOf<QueryView>((hooks, record) => {
      const q = hooks.useQuery({ queryKey: ['off'], queryFn: () => 'never', enabled: false });
      record(view(q));
      return null;
    });
    expect(a).toEqual(b);
    expect(a).toEqual([{ data: undefined, error: null, isLoading: false, isFetching: false }]);
  });

  it('useInfiniteQuery: the first page, then the next ones until there are none', async () => {
    let more: () => unknown = () => {};
    const { ours: a, theirs: b } = await statesOf<PagesView>(
      (hooks, record) => {
        const q = hooks.useInfiniteQuery({
          queryKey: ['numbers'],
          queryFn: ({ pageParam }) => tick().then(() => ({ page: pageParam })),
          initialPageParam: 1,
          getNextPageParam: (last: { page: number }) => (last.page < 3 ? last.page + 1 : undefined),
        });
        more = q.fetchNextPage;
        record({ ...view(q), hasNextPage: q.hasNextPage, isFetchingNextPage: q.isFetchingNextPage });
        return null;
      },
      async (step) => {
        await step(() => more());
        await step(() => more());
      },
    );
    expect(a).toEqual(b);
    expect(a[a.length - 1]).toMatchObject({ hasNextPage: false, isFetchingNextPage: false });
    expect((a[a.length - 1]!.data as { pages: unknown[] }).pages).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
  });

  it('useMutation: idle, pending, then success or error', async () => {
    let send: (value: number) => void = () => {};
    const { ours: a, theirs: b } = await statesOf<MutationView>(
      (hooks, record) => {
        const m = hooks.useMutation({
          mutationFn: (value: number) => tick().then(() => (value < 0 ? Promise.reject(new Error('negative')) : value)),
        });
        send = m.mutate;
        record({
          data: m.data,
          error: m.error ? String(m.error) : null,
          isPending: m.isPending,
          isSuccess: m.isSuccess,
          isError: m.isError,
        });
        return null;
      },
      async (step) => {
        await step(() => send(2));
        await step(() => send(-1));
      },
    );
    expect(a).toEqual(b);
    expect(a.map((s) => [s.isPending, s.isSuccess, s.isError])).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
      [true, false, false],
      [false, false, true],
    ]);
  });
});
