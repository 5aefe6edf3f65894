import { DEFAULT_NAMESPACE } from '@/config/locales';

/**
 * The whole default namespace of a language, fetched by the browser (public/locales/<lang>/common.json, a static
 * file the browser caches) once the page is idle, or first thing when a dialog or drawer opens. Page props carry only
 * the strings of the page's first render (page-selection.ts); dialogs, drawers and the server's messages read the
 * rest from here.
 */
type Strings = Record<string, unknown>;

const loaded = new Map<string, Strings>();
const pending = new Map<string, Promise<void>>();
/** Languages of which a render asked for a string before the namespace arrived: they render again then. */
const askedEarly = new Set<string>();
const listeners = new Set<(language: string, askedEarly: boolean) => void>();

/** A string of the whole namespace, once loaded (undefined before, or for a key no language has). */
export function laterString(language: string, key: string): unknown {
  const strings = loaded.get(language);
  if (!strings) askedEarly.add(language);
  return strings?.[key];
}

export function loadFullStrings(language: string): Promise<void> {
  if (typeof window === 'undefined' || !language || loaded.has(language)) return Promise.resolve();
  let promise = pending.get(language);
  if (!promise) {
    promise = fetch(`/locales/${encodeURIComponent(language)}/${DEFAULT_NAMESPACE}.json`)
      .then((res) => (res.ok ? (res.json() as Promise<Strings>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((strings) => {
        loaded.set(language, strings);
        const early = askedEarly.delete(language);
        for (const listener of listeners) listener(language, early);
      })
      // Offline or failed: the page's own strings still work; try again on the next dialog.
      .catch(() => undefined)
      .finally(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}

export function onFullStrings(listener: (language: string, askedEarly: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language as the server wrote it (<html lang>), for code outside React. */
function pageLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/**
 * A `next/dynamic` loader for a view opened by a click: the view's code and the strings it shows arrive together,
 * so a dialog never shows a raw key.
 */
export function withFullStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullStrings(pageLanguage())]).then(([mod]) => mod);
}
