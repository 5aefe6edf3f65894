import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../public/locales/en/admin.json';
import { AdminPager, PagerNav } from '@/components/admin/admin-pager';
import { TranslationProvider } from '@/lib/i18n/provider';

const withAdminStrings = ({ children }: { children: ReactNode }) => (
  <TranslationProvider pageProps={{ _nextI18Next: { initialLocale: 'en', initialI18nStore: { en: { admin } } } }}>
    {children}
  </TranslationProvider>
);
const button = (name: string) => screen.getByRole('button', { name });

describe('the back office lists’ pager', () => {
  it('pages by number: no previous on page 1, next while the list has more', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<AdminPager page={1} hasMore onPage={onPage} />, { wrapper: withAdminStrings });
    expect(screen.getByRole('navigation', { name: admin['text-pages'] })).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(button(admin['button-previous'])).toBeDisabled();
    await userEvent.click(button(admin['button-next']));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<AdminPager page={3} hasMore={false} onPage={onPage} />);
    expect(button(admin['button-next'])).toBeDisabled();
    await userEvent.click(button(admin['button-previous']));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('pages by cursor without a page number; a missing handler disables its button', async () => {
    const onNext = vi.fn();
    render(<PagerNav onPrevious={null} onNext={onNext} />, { wrapper: withAdminStrings });
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
    expect(button(admin['button-previous'])).toBeDisabled();
    await userEvent.click(button(admin['button-next']));
    expect(onNext).toHaveBeenCalledOnce();
  });
});
