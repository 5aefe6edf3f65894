import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryProvider, useInfiniteQuery, useLoadQueryClient, useQuery } from '@/framework/rest/query';

/**
 * The query layer as pages use it: no engine at first (server render and hydration read the prefetched state),
 * then React Query's engine loads (the real dynamic import) and owns every query.
 */
function serverState(entries: [unknown[], unknown][]) {
  const server = new QueryClient();
  for (const [key, data] of entries) server.setQueryData(key, data);
  return dehydrate(server);
}

function Greeting({ calls }: { calls: string[] }) {
  const { data, isLoading } = useQuery({
    queryKey: ['greeting'],
    queryFn: async () => {
      calls.push('greeting');
      return 'fetched';
    },
    staleTime: Infinity,
  });
  return <p>greeting: {isLoading ? 'loading' : String(data)}</p>;
}

function EngineClient({ onClient }: { onClient: (client: QueryClient) => void }) {
  const load = useLoadQueryClient();
  const [asked, setAsked] = useState(false);
  if (!asked) {
    setAsked(true);
    void load().then(onClient);
  }
  return null;
}

describe('QueryProvider before and after the engine loads', () => {
  it('renders prefetched data at once, then the engine holds the same data without fetching again', async () => {
    const calls: string[] = [];
    let client: QueryClient | null = null;
    render(
      <QueryProvider state={serverState([[['greeting'], 'from the server']])}>
        <Greeting calls={calls} />
        <EngineClient onClient={(c) => (client = c)} />
      </QueryProvider>,
    );
    // The first render had no engine: the page showed what the server prefetched.
    expect(screen.getByText('greeting: from the server')).toBeInTheDocument();
    await waitFor(() => expect(client).not.toBeNull());
    expect(client!.getQueryData(['greeting'])).toBe('from the server');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('greeting: from the server')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a query the server did not prefetch is loading until the engine fetches it', async () => {
    const calls: string[] = [];
    render(
      <QueryProvider state={serverState([])}>
        <Greeting calls={calls} />
      </QueryProvider>,
    );
    expect(screen.getByText('greeting: loading')).toBeInTheDocument();
    expect(await screen.findByText('greeting: fetched')).toBeInTheDocument();
    expect(calls).toEqual(['greeting']);
  });

  it('"load more" pressed before the engine has loaded runs once it has', async () => {
    const pages: number[] = [];
    function Numbers() {
      const query = useInfiniteQuery({
        queryKey: ['numbers'],
        queryFn: async ({ pageParam }) => {
          pages.push(pageParam);
          return { page: pageParam };
        },
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < 3 ? last.page + 1 : undefined),
        staleTime: Infinity,
      });
      return (
        <>
          <p>pages: {query.data?.pages.map((p) => p.page).join(',')}</p>
          <button type="button" onClick={() => void query.fetchNextPage()} disabled={!query.hasNextPage}>
            more
          </button>
        </>
      );
    }
    const server = new QueryClient();
    server.setQueryData(['numbers'], { pages: [{ page: 1 }], pageParams: [1] });
    render(
      <QueryProvider state={dehydrate(server)}>
        <Numbers />
      </QueryProvider>,
    );
    expect(screen.getByText('pages: 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(await screen.findByText('pages: 1,2')).toBeInTheDocument();
    expect(pages).toEqual([2]);
  });

  it('a new page brings its own prefetched data into the loaded engine', async () => {
    const calls: string[] = [];
    let client: QueryClient | null = null;
    function Page({ state }: { state: ReturnType<typeof serverState> }) {
      return (
        <QueryProvider state={state}>
          <Greeting calls={calls} />
          <EngineClient onClient={(c) => (client = c)} />
        </QueryProvider>
      );
    }
    const { rerender } = render(<Page state={serverState([[['other'], 1]])} />);
    await waitFor(() => expect(client).not.toBeNull());
    expect(await screen.findByText('greeting: fetched')).toBeInTheDocument();
    // Client-side navigation: the next page's props carry newer server data for a cached query.
    const next = new QueryClient();
    next.setQueryData(['greeting'], 'newer from the server');
    rerender(<Page state={dehydrate(next)} />);
    expect(await screen.findByText('greeting: newer from the server')).toBeInTheDocument();
    expect(calls).toEqual(['greeting']);
  });
});
