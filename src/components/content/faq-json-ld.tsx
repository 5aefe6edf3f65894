import { JsonLd } from '@/components/seo/json-ld';
import type { PageContent } from '@/content';
import { plainText } from './rich-text';

/** schema.org FAQPage of every question on the page, so search engines can show the answers. */
export function FaqJsonLd({ content }: { content: PageContent }) {
  const questions = content.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (typeof block === 'object' && 'faq' in block ? block.faq : [])),
  );
  if (!questions.length) return null;
  return (
    <JsonLd
      id="faq"
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: questions.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer.map(plainText).join('\n\n') },
        })),
      }}
    />
  );
}
