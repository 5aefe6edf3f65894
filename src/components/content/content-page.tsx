import type { ReactNode } from 'react';
import { Seo } from '@/components/seo/seo';
import type { PageContent } from '@/content';
import { useTranslation } from '@/lib/i18n/provider';
import { ContentBlocks } from './content-blocks';
import { plainText } from './rich-text';

/** Long pages get a table of contents; short ones read better without. */
const TOC_FROM_SECTIONS = 4;

interface ContentPageProps {
  /** Route without the language prefix, for the canonical and alternate links. */
  path: string;
  content: PageContent;
  /** Extra material after the sections (a call to action, structured data). */
  children?: ReactNode;
}

/** An informational page (help, policies, about): heading, lead, optional contents list and sections. */
export function ContentPage({ path, content, children }: ContentPageProps) {
  const { t } = useTranslation();
  const { title, description, updated, sections } = content;
  const toc = sections.length >= TOC_FROM_SECTIONS;
  return (
    <>
      <Seo path={path} title={title} description={plainText(description)} />
      <article className="mx-auto max-w-5xl">
        <header className="mb-8 border-b border-gray-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-lg leading-8 text-gray-700">{plainText(description)}</p>
          {updated ? <p className="mt-3 text-sm text-gray-600">{updated}</p> : null}
        </header>
        <div className={toc ? 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12' : 'max-w-3xl'}>
          {toc ? (
            <nav
              aria-label={t('text-on-this-page')}
              className="mb-10 self-start rounded-lg bg-gray-50 p-4 lg:sticky lg:top-32"
            >
              <p className="mb-2 text-sm font-semibold text-gray-900">{t('text-on-this-page')}</p>
              <ul className="space-y-1 text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block rounded px-1 py-1 text-gray-700 underline-offset-2 hover:text-accent hover:underline"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="min-w-0 space-y-10">
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2
                  id={section.id}
                  className="mb-4 scroll-mt-36 text-xl lg:scroll-mt-24 font-semibold text-gray-900 sm:text-2xl"
                >
                  {section.title}
                </h2>
                <ContentBlocks blocks={section.blocks} />
              </section>
            ))}
            {children}
          </div>
        </div>
      </article>
    </>
  );
}
