/**
 * The client-side translator. next-i18next loads each page's translations on the server (serverSideTranslations)
 * and serialises them into the page props; this reads that store with the same key conventions
 * (`namespace:key`, `{{value}}` interpolation, `_one`/`_other` plural suffixes), so the browser does not have
 * to download i18next itself (≈ 21 kB gzip, most of the first-load budget).
 */
export type Resources = Record<string, Record<string, unknown>>;
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string; ns?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;

function interpolate(text: string, values: Record<string, unknown>): string {
  // Most strings have no placeholder: a page's few hundred lookups skip the regular expression.
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** One plural rule per language (the shop's locales): making one costs more than a page's plural lookups. */
const rules = new Map<string, Intl.PluralRules>();

/**
 * `fallback` answers keys of the default namespace the page's props did not carry (the strings loaded later, see
 * lazy-translations.ts).
 */
export function createTranslator(
  resources: Resources,
  language: string,
  defaultNs = 'common',
  fallback?: (key: string) => unknown,
): TFunction {
  let plural = rules.get(language);
  if (!plural) rules.set(language, (plural = new Intl.PluralRules(language)));
  const lookup = (ns: string, key: string): string | undefined => {
    const value = resources[ns]?.[key] ?? (ns === defaultNs ? fallback?.(key) : undefined);
    return typeof value === 'string' ? value : undefined;
  };
  return (rawKey, options = {}) => {
    const colon = rawKey.indexOf(':');
    // A key like "PICKBAZAR_ERROR.NOT_FOUND" has no namespace; only a known namespace before ':' counts.
    const ns = colon > 0 && resources[rawKey.slice(0, colon)] ? rawKey.slice(0, colon) : (options.ns ?? defaultNs);
    const key = ns === rawKey.slice(0, colon) ? rawKey.slice(colon + 1) : rawKey;
    let text: string | undefined;
    // The language's own plural form (Arabic has six), then the general `_other` form.
    if (typeof options.count === 'number')
      text = lookup(ns, `${key}_${plural.select(options.count)}`) ?? lookup(ns, `${key}_other`);
    text ??= lookup(ns, key) ?? options.defaultValue ?? key;
    return interpolate(text, options);
  };
}
