import { Link } from '@/components/ui/link';
import { Fragment, type ReactNode } from 'react';

/** `[label](href)` and `**words**`: the two inline marks content text may use. */
const MARKS = /(\[[^\]]+\]\([^)\s]+\)|\*\*[^*]+\*\*)/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

const linkClass = 'font-medium text-accent underline underline-offset-2 hover:no-underline';

function renderMark(piece: string, key: number): ReactNode {
  const link = LINK.exec(piece);
  if (link) {
    const label = link[1] ?? '';
    const href = link[2] ?? '';
    // Internal paths go through the router (and keep the current language); mail, phone and web links do not.
    return href.startsWith('/') ? (
      <Link key={key} href={href} className={linkClass}>
        {label}
      </Link>
    ) : (
      <a key={key} href={href} className={linkClass} rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}>
        {label}
      </a>
    );
  }
  if (piece.startsWith('**') && piece.endsWith('**')) {
    return (
      <strong key={key} className="font-semibold text-gray-900">
        {piece.slice(2, -2)}
      </strong>
    );
  }
  return <Fragment key={key}>{piece}</Fragment>;
}

export function RichText({ text }: { text: string }) {
  return <>{text.split(MARKS).filter(Boolean).map(renderMark)}</>;
}

/** The same text without marks, for metadata and structured data. */
export function plainText(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');
}
