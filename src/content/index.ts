import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/locales';
import { aboutContent } from './about';
import { deliveryContent } from './delivery';
import { helpContent } from './help';
import { privacyContent } from './privacy';
import { returnsContent } from './return';
import { termsContent } from './terms';
import type { ContentLoaders, PageContent } from './types';

export type { ContentBlock, ContentSection, ContentTable, FaqItem, PageContent } from './types';

const PAGES = {
  about: aboutContent,
  delivery: deliveryContent,
  help: helpContent,
  privacy: privacyContent,
  return: returnsContent,
  terms: termsContent,
} satisfies Record<string, ContentLoaders>;

export type ContentPageName = keyof typeof PAGES;

function isLocale(value: string): value is Locale {
  return LOCALES.some((l) => l.code === value);
}

/**
 * One page's text in one language, for getServerSideProps: only that language reaches the browser (as a
 * page prop), never the other five.
 */
export async function loadContent(page: ContentPageName, locale: string): Promise<PageContent> {
  const loaders = PAGES[page];
  const loaded = await loaders[isLocale(locale) ? locale : DEFAULT_LOCALE]();
  return loaded.default;
}
