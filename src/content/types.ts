import type { Locale } from '@/config/locales';

/**
 * Content of the informational pages (help, privacy, terms, returns, delivery, about), written per language.
 * Text may carry two inline marks: `[label](/path)` for a link and `**words**` for emphasis.
 */
export interface FaqItem {
  question: string;
  /** One or more paragraphs. */
  answer: string[];
}

export interface ContentTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** A paragraph (plain string), a bulleted or numbered list, a group of questions, or a small table. */
export type ContentBlock =
  string | { list: string[]; ordered?: boolean } | { faq: FaqItem[] } | { table: ContentTable };

export interface ContentSection {
  /** Anchor for the table of contents (stable across languages). */
  id: string;
  title: string;
  blocks: ContentBlock[];
}

export interface PageContent {
  /** The page heading (h1) and the title in search results. */
  title: string;
  /** Lead paragraph under the heading; also the meta description. */
  description: string;
  /** A dated line such as "Last updated: 2 March 2026", for policies. */
  updated?: string;
  sections: ContentSection[];
}

export type ContentModule = { default: PageContent };

/** Every page exists in every language: the compiler refuses a missing one. */
export type ContentLoaders = Record<Locale, () => Promise<ContentModule>>;
