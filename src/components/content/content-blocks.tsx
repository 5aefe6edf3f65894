import type { ContentBlock } from '@/content';
import { FaqList } from './faq-list';
import { RichText } from './rich-text';

function blockKey(block: ContentBlock, index: number): string {
  return `${index}-${typeof block === 'string' ? block.slice(0, 24) : Object.keys(block)[0]}`;
}

/** Paragraphs, lists, question groups and tables of one section. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="space-y-4 leading-7 text-gray-700">
      {blocks.map((block, index) => {
        const key = blockKey(block, index);
        if (typeof block === 'string') {
          return (
            <p key={key}>
              <RichText text={block} />
            </p>
          );
        }
        if ('list' in block) {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={key}
              className={`space-y-2 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-accent`}
            >
              {block.list.map((item) => (
                <li key={item} className="ps-1">
                  <RichText text={item} />
                </li>
              ))}
            </List>
          );
        }
        if ('faq' in block) return <FaqList key={key} items={block.faq} />;
        const { caption, head, rows } = block.table;
        return (
          // Wider than a phone: the box scrolls sideways and takes focus, so a keyboard can scroll it too.
          <div
            key={key}
            className="overflow-x-auto rounded-lg border border-gray-200"
            role="region"
            aria-label={caption}
            tabIndex={0}
          >
            <table className="w-full min-w-[28rem] border-collapse text-sm">
              <caption className="bg-gray-50 px-4 py-2 text-start font-semibold text-gray-900">{caption}</caption>
              <thead>
                <tr className="border-y border-gray-200 bg-gray-50">
                  {head.map((cell) => (
                    <th key={cell} scope="col" className="px-4 py-2 text-start font-semibold text-gray-900">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.join('|')} className="border-b border-gray-200 last:border-b-0">
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row" className="px-4 py-2 text-start font-medium text-gray-900">
                          <RichText text={cell} />
                        </th>
                      ) : (
                        <td key={column} className="px-4 py-2 text-gray-700">
                          <RichText text={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
