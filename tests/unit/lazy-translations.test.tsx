import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de/common.json';
import es from '../../public/locales/es/common.json';
import { withFullStrings } from '@/lib/i18n/lazy-translations';
import { laterString } from '@/lib/i18n/later-strings';
import { TranslationProvider, useTranslation } from '@/lib/i18n/provider';

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <span>{t(k)}</span>;
}

describe('strings a page did not carry', () => {
  it('arrive with the whole namespace when the page first asks for one, and the page renders them', async () => {
    const pageProps = {
      _nextI18Next: { initialLocale: 'es', initialI18nStore: { es: { common: { 'text-menu': 'Menú' } } } },
    };
    render(
      <TranslationProvider pageProps={pageProps}>
        <Label k="text-menu" />
        <Label k="text-add-to-cart" />
      </TranslationProvider>,
    );
    expect(screen.getByText('Menú')).toBeInTheDocument();
    // Fetched from /locales/es/common.json (the test server answers with the real file).
    expect(screen.queryByText(es['text-add-to-cart'])).toBeNull();
    expect(await screen.findByText(es['text-add-to-cart'])).toBeInTheDocument();
  });

  it('a dialog opened by a click loads with the strings of the page’s language', async () => {
    document.documentElement.lang = 'de';
    const view = await withFullStrings(() => Promise.resolve('the view'))();
    expect(view).toBe('the view');
    expect(laterString('de', 'text-add-to-cart')).toBe(de['text-add-to-cart']);
  });
});
