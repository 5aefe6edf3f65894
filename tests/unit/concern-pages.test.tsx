import { http, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { getServerSideProps as concernsList } from '@/pages/concerns';
import { getServerSideProps as concernDetail } from '@/pages/concerns/[slug]';
import { server } from './helpers/msw-server';

const context = (params: Record<string, string> = {}) =>
  ({ locale: 'en', params, query: {}, req: {}, res: { setHeader: vi.fn() } }) as unknown as GetServerSidePropsContext;

const notFound = () => HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });
const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

const atlas = { id: 5, name: 'Atlas Apparel Group', slug: 'atlas-apparel-group', manufacturers: [] };

describe('concern pages against the provider', () => {
  it('answer 404 when the provider has no /concerns (CONTRACT §11)', async () => {
    server.use(
      http.get('*/api/types', () => HttpResponse.json([])),
      http.get('*/api/concerns', notFound),
      http.get('*/api/concerns/:slug', notFound),
    );
    expect(await concernsList(context())).toEqual({ notFound: true });
    expect(await concernDetail(context({ slug: 'atlas-apparel-group' }))).toEqual({ notFound: true });
  });

  it('render the concern and its products when the provider has it', async () => {
    server.use(
      http.get('*/api/types', () => HttpResponse.json([])),
      http.get('*/api/concerns', () => HttpResponse.json(page([atlas]))),
      http.get('*/api/concerns/:slug', ({ params }) =>
        params.slug === atlas.slug ? HttpResponse.json(atlas) : notFound(),
      ),
    );
    const result = await concernDetail(context({ slug: 'atlas-apparel-group' }));
    expect(result).toMatchObject({ props: { slug: 'atlas-apparel-group' } });
    expect(await concernDetail(context({ slug: 'missing' }))).toEqual({ notFound: true });
    expect(await concernsList(context())).toHaveProperty('props.dehydratedState');
  });
});
