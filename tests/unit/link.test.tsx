import { fireEvent, screen } from '@testing-library/react';
import NextLink from 'next/link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/ui/link';
import { renderWithProviders } from './helpers/render';

describe('Link', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows the address next/link would, with the locale prefix', () => {
    // Set by Next's build when next.config.js has an i18n block, as ours does.
    vi.stubEnv('__NEXT_I18N_SUPPORT', 'true');
    const hrefs = [
      '/shops',
      // Plain addresses, which Link takes as they are (PLAIN_HREF), beside ones it resolves as the router does.
      '/products/apples-1kg',
      '/grocery?category=fruits-vegetables',
      '/search?text=%D8%AA%D9%81%D8%A7%D8%AD&page=2',
      '/shops/',
      { pathname: '/search', query: { text: 'apple pie', category: 'fruits' } },
      'https://blog.example.com/',
    ];
    renderWithProviders(
      <>
        {hrefs.map((href, index) => (
          <p key={index}>
            <Link href={href}>ours {index}</Link>
            <NextLink href={href}>next {index}</NextLink>
          </p>
        ))}
      </>,
      { router: { locale: 'ar' } },
    );
    const shown = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefs.map((_, i) => shown(`ours ${i}`))).toEqual([
      '/ar/shops',
      '/ar/products/apples-1kg',
      '/ar/grocery?category=fruits-vegetables',
      '/ar/search?text=%D8%AA%D9%81%D8%A7%D8%AD&page=2',
      '/ar/shops',
      '/ar/search?text=apple+pie&category=fruits',
      'https://blog.example.com/',
    ]);
    expect(hrefs.map((_, i) => shown(`ours ${i}`))).toEqual(hrefs.map((_, i) => shown(`next ${i}`)));
  });

  it('navigates on the client, keeping the scroll position when asked', () => {
    const { router } = renderWithProviders(
      <Link href={{ pathname: '/', query: { category: 'fruits' } }} scroll={false}>
        Fruits
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Fruits' }));
    expect(router.push).toHaveBeenCalledWith('/?category=fruits', '/?category=fruits', { scroll: false });
  });

  it('leaves modified clicks (new tab or window) and links to other sites to the browser', () => {
    const { router } = renderWithProviders(
      <>
        <Link href="/offers">Offers</Link>
        <Link href="https://blog.example.com/">Blog</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Offers' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('runs its own click handler first and lets it cancel the navigation', () => {
    const { router } = renderWithProviders(
      <Link href="/help" onClick={(event) => event.preventDefault()}>
        Help
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(router.push).not.toHaveBeenCalled();
  });
});
