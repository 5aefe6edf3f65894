import type { ContentSection, FaqItem } from './types';

/** Link marks content text may carry: site paths, web, mail and phone links; anything else keeps its label. */
const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;
const LINK_MARK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A provider's text as plain paragraphs for the content components. Providers send plain text or the HTML of
 * an admin's rich-text editor: block ends and blank lines start a paragraph, scripts and styles are dropped with
 * their content and every other tag without it (nothing is rendered as HTML), entities are decoded, and a link mark with an unsafe address keeps only its label.
 */
export function providerParagraphs(text: string | null | undefined): string[] {
  const plain = decodeEntities(
    (text ?? '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|blockquote|ul|ol)\s*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  );
  return plain
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => p.replace(LINK_MARK, (mark, label: string, href: string) => (SAFE_HREF.test(href) ? mark : label)));
}

/** The provider's FAQs as the help page's questions; a question without text is left out. */
export function faqItems(faqs: { faq_title?: string | null; faq_description?: string | null }[]): FaqItem[] {
  return faqs
    .map((faq) => ({
      question: providerParagraphs(faq.faq_title).join(' '),
      answer: providerParagraphs(faq.faq_description),
    }))
    .filter((item) => item.question !== '' && item.answer.length > 0);
}

/** The provider's terms as the terms page's sections, each with a stable anchor. */
export function termsSections(
  terms: { id: number; slug?: string | null; title?: string | null; description?: string | null }[],
): ContentSection[] {
  return terms
    .map((term) => ({
      id: `terms-${term.slug && /^[a-z0-9-]+$/i.test(term.slug) ? term.slug : term.id}`,
      title: providerParagraphs(term.title).join(' '),
      blocks: providerParagraphs(term.description),
    }))
    .filter((section) => section.title !== '' && section.blocks.length > 0);
}
