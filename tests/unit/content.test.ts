import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/locales';
import { type ContentBlock, type ContentPageName, loadContent, type PageContent } from '@/content';

const PAGES: ContentPageName[] = ['help', 'privacy', 'terms', 'return', 'delivery', 'about'];
/** Routes the content may link to (SPEC §2 route table). */
const ROUTES = [
  '/contact',
  '/delivery',
  '/downloads',
  '/offers',
  '/orders',
  '/privacy',
  '/product-request',
  '/profile',
  '/refunds',
  '/return',
  '/shops',
];

/** The shape of a page without its words: what every translation must keep. */
function outline(content: PageContent) {
  const shapeOf = (block: ContentBlock) => {
    if (typeof block === 'string') return 'p';
    if ('list' in block) return `list:${block.list.length}`;
    if ('faq' in block) return `faq:${block.faq.map((q) => q.answer.length).join(',')}`;
    return `table:${block.table.head.length}x${block.table.rows.length}`;
  };
  return content.sections.map((s) => ({ id: s.id, blocks: s.blocks.map(shapeOf) }));
}

function texts(content: PageContent): string[] {
  const fromBlock = (block: ContentBlock): string[] => {
    if (typeof block === 'string') return [block];
    if ('list' in block) return block.list;
    if ('faq' in block) return block.faq.flatMap((q) => [q.question, ...q.answer]);
    return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  };
  return [
    content.title,
    content.description,
    ...(content.updated ? [content.updated] : []),
    ...content.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(fromBlock)]),
  ];
}

const links = (content: PageContent) =>
  texts(content).flatMap((text) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]));

describe.each(PAGES)('content page %s', (page) => {
  it('exists in all six languages with the same sections, lists, questions and tables as English', async () => {
    const english = await loadContent(page, 'en');
    for (const { code } of LOCALES) {
      const translated = await loadContent(page, code);
      expect(outline(translated), `${page}/${code}`).toEqual(outline(english));
      expect(links(translated).sort(), `${page}/${code} links`).toEqual(links(english).sort());
      for (const text of texts(translated)) expect(text.trim(), `${page}/${code}`).not.toBe('');
    }
  });

  it('links only to existing routes and email addresses, with balanced marks', async () => {
    for (const { code } of LOCALES) {
      const content = await loadContent(page, code);
      for (const href of links(content))
        expect(ROUTES.includes(href!) || href!.startsWith('mailto:'), `${code}: ${href}`).toBe(true);
      for (const text of texts(content))
        expect(text.split('**').length % 2, `${code}: unbalanced ** in "${text}"`).toBe(1);
    }
  });

  it('is actually translated: every language has its own title', async () => {
    const titles = await Promise.all(LOCALES.map(({ code }) => loadContent(page, code).then((c) => c.title)));
    expect(new Set(titles).size).toBe(LOCALES.length);
  });
});

it('answers English for an unknown language', async () => {
  expect((await loadContent('help', 'fr')).title).toBe((await loadContent('help', 'en')).title);
});

it('the help page has at least ten questions with answers', async () => {
  const help = await loadContent('help', 'en');
  const questions = help.sections.flatMap((s) =>
    s.blocks.flatMap((b) => (typeof b === 'object' && 'faq' in b ? b.faq : [])),
  );
  expect(questions.length).toBeGreaterThanOrEqual(10);
  const answers = questions.map((q) => q.answer.join(' ')).join(' ');
  for (const topic of ['$50', '$4.99', 'cash on delivery', 'card', 'return', 'download', 'coupon'])
    expect(answers.toLowerCase()).toContain(topic.toLowerCase());
});
