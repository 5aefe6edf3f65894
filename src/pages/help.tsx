import { ContentPage } from '@/components/content/content-page';
import { FaqJsonLd } from '@/components/content/faq-json-ld';
import { HelpCallToAction } from '@/components/content/help-cta';
import type { PageContent } from '@/content';
import { contentPageProps } from '@/content/server';

/** Help: the frequently asked questions, grouped by topic, then a way to reach a person. */
export default function HelpPage({ content }: { content: PageContent }) {
  return (
    <ContentPage path="/help" content={content}>
      <FaqJsonLd content={content} />
      <HelpCallToAction />
    </ContentPage>
  );
}

export const getServerSideProps = contentPageProps('help');
