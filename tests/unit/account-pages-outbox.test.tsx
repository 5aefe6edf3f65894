import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it, vi } from 'vitest';
import OutboxPage, { getServerSideProps } from '@/pages/dev/outbox';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const verification = {
  id: 12,
  channel: 'email',
  recipient: 'ada@example.com',
  subject: 'Please confirm your email address',
  body: 'Hello Ada,\n\nplease confirm by opening this link:\n\nhttp://localhost:3000/verify-email?token=tok-12\n',
  meta: { kind: 'email_verification', token: 'tok-12', link: 'http://localhost:3000/verify-email?token=tok-12' },
  created_at: '2025-05-01T10:00:05.000Z',
};
const sms = {
  id: 11,
  channel: 'sms',
  recipient: '+15551234567',
  subject: null,
  body: 'Your PickBazar code is 482913. It expires in 10 minutes.',
  meta: { kind: 'otp', code: '482913', purpose: 'login' },
  created_at: '2025-05-01T10:00:00.000Z',
};

const notFound = () => HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });

describe('/dev/outbox', () => {
  it('lists kept messages newest first with recipient, subject, body, link and code', async () => {
    server.use(http.get('*/api/dev/outbox', () => HttpResponse.json({ data: [verification, sms] })));
    renderWithProviders(<OutboxPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [mail, text] = items as [HTMLElement, HTMLElement];
    expect(within(mail).getByRole('heading')).toHaveTextContent('Please confirm your email address');
    expect(mail).toHaveTextContent('To: ada@example.com');
    expect(within(mail).getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      'http://localhost:3000/verify-email?token=tok-12',
    );
    expect(mail).toHaveTextContent('please confirm by opening this link');
    expect(within(text).getByRole('heading')).toHaveTextContent('Text message');
    expect(text).toHaveTextContent('To: +15551234567');
    expect(within(text).getByText('482913', { selector: 'code' })).toBeInTheDocument();
    expect(within(text).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the API keeps the outbox from this caller (404)', async () => {
    server.use(http.get('*/api/dev/outbox', notFound));
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText('The outbox is only shown on the computer that runs the shop.')).toBeInTheDocument();
  });

  const context = () =>
    ({
      locale: 'en',
      params: {},
      query: {},
      req: {},
      res: { setHeader: vi.fn() },
    }) as unknown as GetServerSidePropsContext;

  it('is a 404 page when the API has no outbox', async () => {
    server.use(http.get('*/api/dev/outbox', notFound));
    expect(await getServerSideProps(context())).toEqual({ notFound: true });
  });

  it('renders, never cached nor indexed, when the API has one', async () => {
    server.use(
      http.get('*/api/dev/outbox', () => HttpResponse.json({ data: [] })),
      http.get('*/api/types', () => HttpResponse.json([])),
      http.get('*/api/concerns', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1 })),
    );
    const ctx = context();
    expect(await getServerSideProps(ctx)).toHaveProperty('props.dehydratedState');
    expect(ctx.res.setHeader).toHaveBeenCalledWith('X-Robots-Tag', 'noindex, nofollow');
    expect(ctx.res.setHeader).toHaveBeenCalledWith('Cache-Control', 'private, no-store');
  });
});
