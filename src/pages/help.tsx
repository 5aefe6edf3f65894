import { ContentPage } from '@/components/content/content-page';
import { FaqJsonLd } from '@/components/content/faq-json-ld';
import { HelpCallToAction } from '@/components/content/help-cta';
import type { FaqItem, PageContent } from '@/content';
import { faqItems } from '@/content/provider-text';
import { contentPageProps } from '@/content/server';
import { fetchHelpFaqs } from '@/framework/rest/faq';
import { useTranslation } from '@/lib/i18n/provider';

interface HelpPageProps {
  content: PageContent;
  /** The provider's questions; null when it has none, and the page's own questions are shown instead. */
  faqs?: FaqItem[] | null;
}

/** Help: the provider's FAQs (or our own, grouped by topic), then a way to reach a person. */
export default function HelpPage({ content, faqs }: HelpPageProps) {
  const { t } = useTranslation();
  const shown: PageContent = faqs?.length
    ? { ...content, sections: [{ id: 'questions', title: t('nav-faq'), blocks: [{ faq: faqs }] }] }
    : content;
  return (
    <ContentPage path="/help" content={shown}>
      <FaqJsonLd content={shown} />
      <HelpCallToAction />
    </ContentPage>
  );
}

export const getServerSideProps = contentPageProps('help', async (locale) => {
  const faqs = await fetchHelpFaqs(locale);
  const items = faqs ? faqItems(faqs) : [];
  return { faqs: items.length > 0 ? items : null };
});
