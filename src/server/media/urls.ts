/**
 * Public URL of a stored picture. The database keeps it relative to the site (`/api/media/…`), so stored data never
 * depends on a host name; answers make it absolute when the API has a public URL (see `mediaUrlsOnTheWire`).
 */
export const MEDIA_PATH = '/api/media';

export function mediaUrl(fileName: string, size: 'original' | 'thumbnail' = 'original'): string {
  return size === 'original' ? `${MEDIA_PATH}/${fileName}` : `${MEDIA_PATH}/thumbnails/${fileName}`;
}

/** How media URLs look in answers and requests, for one API. */
export interface MediaUrlsOnTheWire {
  /** JSON text of an answer with every media URL value made absolute. */
  toWire(json: string): string;
  /** A parsed request body with our absolute media URLs made relative again, as they are stored. */
  fromWire<T>(body: T): T;
}

const SAME: MediaUrlsOnTheWire = { toWire: (json) => json, fromWire: (body) => body };

/**
 * With a public API URL (`https://api.example/api`), `/api/media/x.webp` goes out as
 * `https://api.example/api/media/x.webp`, so a storefront on another origin loads pictures from the API; without
 * one, URLs stay relative (same-origin installations, unchanged).
 * Only string values that start with the media path are rewritten: in JSON text such a value begins with a quote
 * that is not escaped (a quote inside a string always is), and neither JSON.stringify nor PostgreSQL escapes `/`.
 * Media paths inside longer texts (descriptions) are left alone.
 */
export function mediaUrlsOnTheWire(publicApiUrl: string | null): MediaUrlsOnTheWire {
  if (!publicApiUrl) return SAME;
  const absolute = `${publicApiUrl}/media/`;
  const relative = `${MEDIA_PATH}/`;
  const stored = /(?<!\\)"\/api\/media\//g;
  const replacement = `"${absolute}`;
  const back = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith(absolute) ? relative + value.slice(absolute.length) : value;
    if (Array.isArray(value)) return value.map(back);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, back(v)]));
    }
    return value;
  };
  return {
    toWire: (json) => json.replace(stored, () => replacement),
    fromWire: <T>(body: T) => back(body) as T,
  };
}
