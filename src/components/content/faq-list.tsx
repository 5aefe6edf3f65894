import type { FaqItem } from '@/content';
import { ChevronIcon } from './chevron-icon';
import { RichText } from './rich-text';

/**
 * Questions as a native disclosure accordion (<details>/<summary>): keyboard and screen-reader support come
 * from the browser, and it works before (or without) JavaScript.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {items.map((item) => (
        <li key={item.question}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-start font-semibold text-gray-900 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronIcon className="h-5 w-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-3 px-4 pb-5 leading-7 text-gray-700">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>
                  <RichText text={paragraph} />
                </p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
