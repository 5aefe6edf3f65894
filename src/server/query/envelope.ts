/** The two list envelopes of CONTRACT §2, built around rows that are already JSON text. */
export interface PageInfo {
  total: number;
  page: number;
  perPage: number;
  count: number;
  /** The request URL: its origin and path form `path`, its other query parameters are kept in page links. */
  url: URL;
}

function pageUrl(info: PageInfo, page: number): string {
  const u = new URL(info.url.toString());
  u.searchParams.set('page', String(page));
  return u.toString();
}

function linkWindow(current: number, last: number): (number | '...')[] {
  if (last <= 10) return Array.from({ length: last }, (_, i) => i + 1);
  const pages = new Set([1, 2, last - 1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | '...')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('...');
    out.push(p);
  });
  return out;
}

/** Everything but `data`, as an object (so callers choose where to splice the rows in). */
export function envelopeMeta(kind: 'laravel' | 'helper', info: PageInfo): Record<string, unknown> {
  const lastPage = Math.max(1, Math.ceil(info.total / info.perPage));
  const from = info.count > 0 ? (info.page - 1) * info.perPage + 1 : null;
  const to = from === null ? null : from + info.count - 1;
  const path = `${info.url.origin}${info.url.pathname}`;
  const none = kind === 'helper' ? '' : null;
  const meta: Record<string, unknown> = {
    current_page: info.page,
    first_page_url: pageUrl(info, 1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(info, lastPage),
    next_page_url: info.page < lastPage ? pageUrl(info, info.page + 1) : none,
    path,
    per_page: info.perPage,
    prev_page_url: info.page > 1 ? pageUrl(info, Math.min(info.page - 1, lastPage)) : none,
    to,
    total: info.total,
  };
  if (kind === 'laravel') {
    meta.links = [
      { url: info.page > 1 ? pageUrl(info, info.page - 1) : null, label: '&laquo; Previous', active: false },
      ...linkWindow(info.page, lastPage).map((p) =>
        p === '...'
          ? { url: null, label: '...', active: false }
          : { url: pageUrl(info, p), label: String(p), active: p === info.page },
      ),
      { url: info.page < lastPage ? pageUrl(info, info.page + 1) : null, label: 'Next &raquo;', active: false },
    ];
  }
  return meta;
}

/** `{"data":[…rows…], …meta}` with rows spliced in as text. */
export function envelopeJson(kind: 'laravel' | 'helper', info: PageInfo, rows: string[]): string {
  const meta = JSON.stringify(envelopeMeta(kind, info));
  return `{"data":[${rows.join(',')}],${meta.slice(1)}`;
}
