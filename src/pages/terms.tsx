import { ContentPage } from '@/components/content/content-page';
import type { ContentSection, PageContent } from '@/content';
import { termsSections } from '@/content/provider-text';
import { contentPageProps } from '@/content/server';
import { fetchTerms } from '@/framework/rest/terms';

interface TermsPageProps {
  content: PageContent;
  /** The provider's approved terms; null when it has none, and the page's own text is shown instead. */
  terms?: ContentSection[] | null;
}

export default function TermsPage({ content, terms }: TermsPageProps) {
  // The provider's sections replace ours, and with them our "last updated" line, which dates our text.
  const shown: PageContent = terms?.length ? { ...content, updated: undefined, sections: terms } : content;
  return <ContentPage path="/terms" content={shown} />;
}

export const getServerSideProps = contentPageProps('terms', async (locale) => {
  const terms = await fetchTerms(locale);
  const sections = terms ? termsSections(terms) : [];
  return { terms: sections.length > 0 ? sections : null };
});
