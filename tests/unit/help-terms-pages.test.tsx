import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it, vi } from 'vitest';
import type { ContentSection, FaqItem, PageContent } from '@/content';
import HelpPage, { getServerSideProps as helpProps } from '@/pages/help';
import TermsPage, { getServerSideProps as termsProps } from '@/pages/terms';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const context = (locale = 'en') =>
  ({
    locale,
    params: {},
    query: {},
    req: {},
    res: { setHeader: vi.fn() },
  }) as unknown as GetServerSidePropsContext;

const notFound = () => HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });
const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 100, total: data.length });
const layout = [http.get('*/api/types', () => HttpResponse.json([])), http.get('*/api/concerns', notFound)];

type HelpProps = { content: PageContent; faqs: FaqItem[] | null };
type TermsProps = { content: PageContent; terms: ContentSection[] | null };

async function help(locale = 'en'): Promise<HelpProps> {
  const result = await helpProps(context(locale));
  if (!('props' in result)) throw new Error('help page did not render');
  return (await result.props) as unknown as HelpProps;
}

async function terms(): Promise<TermsProps> {
  const result = await termsProps(context());
  if (!('props' in result)) throw new Error('terms page did not render');
  return (await result.props) as unknown as TermsProps;
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('help page', () => {
  it('keeps its own questions when the provider has no /faqs', async () => {
    server.use(...layout, http.get('*/api/faqs', notFound));
    const props = await help();
    expect(props.faqs).toBeNull();
    renderWithProviders(<HelpPage {...props} />);
    expect(h2s()).toContain('Ordering');
    expect(screen.getByText('Can I buy from several shops in one order?')).toBeInTheDocument();
  });

  it('keeps its own questions when the provider has none', async () => {
    server.use(
      ...layout,
      http.get('*/api/faqs', () => HttpResponse.json(page([]))),
    );
    expect((await help()).faqs).toBeNull();
  });

  it('keeps its own questions in a language the provider has not translated its FAQs into', async () => {
    server.use(
      ...layout,
      http.get('*/api/faqs', () =>
        HttpResponse.json(page([{ id: 1, faq_title: 'Do you deliver?', faq_description: 'Yes.', language: 'en' }])),
      ),
    );
    expect((await help('de')).faqs).toBeNull();
    expect((await help('en')).faqs).toHaveLength(1);
  });

  it('shows the provider’s global FAQs instead, as text even when they come as HTML', async () => {
    const asked: string[] = [];
    server.use(
      ...layout,
      http.get('*/api/faqs', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json(
          page([
            { id: 1, faq_title: 'Do you deliver on Sundays?', faq_description: 'Yes, all day.' },
            {
              id: 2,
              faq_title: 'How do I pay?',
              faq_description: '<p>By card &amp; cash.</p><p>Or <b>wallet</b> points.</p><script>alert(1)</script>',
            },
          ]),
        );
      }),
    );
    const props = await help();
    expect(asked).toEqual(['faq_type:global']);
    expect(props.faqs).toEqual([
      { question: 'Do you deliver on Sundays?', answer: ['Yes, all day.'] },
      { question: 'How do I pay?', answer: ['By card & cash.', 'Or wallet points.'] },
    ]);
    renderWithProviders(<HelpPage {...props} />);
    expect(h2s()).toEqual(['FAQ', 'Still need help?']);
    expect(screen.getByText('Do you deliver on Sundays?')).toBeInTheDocument();
    expect(screen.getByText('By card & cash.')).toBeInTheDocument();
    expect(screen.queryByText('Can I buy from several shops in one order?')).not.toBeInTheDocument();
    expect(document.querySelector('script:not([type])')).toBeNull();
  });
});

describe('terms page', () => {
  it('keeps its own text when the provider has no /terms-and-conditions', async () => {
    server.use(...layout, http.get('*/api/terms-and-conditions', notFound));
    const props = await terms();
    expect(props.terms).toBeNull();
    renderWithProviders(<TermsPage {...props} />);
    expect(h2s()).toContain('About these terms');
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
  });

  it('shows the provider’s approved sections instead, without our "last updated" line', async () => {
    server.use(
      ...layout,
      http.get('*/api/terms-and-conditions', () =>
        HttpResponse.json(
          page([
            { id: 7, slug: 'use', title: 'Using the shop', description: 'Be kind.', is_approved: true },
            { id: 8, slug: 'draft', title: 'Draft section', description: 'Not yet.', is_approved: 0 },
            { id: 9, title: 'Links', description: 'See [the help](/help) and [this](javascript:alert(1)).' },
          ]),
        ),
      ),
    );
    const props = await terms();
    expect(props.terms?.map((s) => s.id)).toEqual(['terms-use', 'terms-9']);
    renderWithProviders(<TermsPage {...props} />);
    expect(h2s()).toEqual(['Using the shop', 'Links']);
    expect(screen.queryByText('About these terms')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the help' })).toHaveAttribute('href', '/help');
    expect(screen.queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
  });
});
