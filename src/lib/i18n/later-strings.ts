import { DEFAULT_NAMESPACE } from '@/config/locales';

/**
 * Strings of the default namespace a page's props did not carry (page-selection.ts: props carry what the page's
 * first render uses): dialogs, drawers, the server's messages. The first string asked for that is not there, or a
 * dialog or drawer opening (lazy-translations.ts), fetches the language's whole namespace
 * (public/locales/<lang>/common.json, a static file the browser caches); the translation provider renders again
 * when it arrives. Kept small: this module is in every page's first-load JavaScript.
 */
type Strings = Record<string, unknown>;

const loaded = new Map<string, Strings>();
const pending = new Map<string, Promise<void>>();
let changed: (() => void) | undefined;

export function loadFullStrings(language: string): Promise<void> {
  if (typeof window === 'undefined' || !language || loaded.has(language)) return Promise.resolve();
  let promise = pending.get(language);
  if (!promise) {
    promise = fetch(`/locales/${language}/${DEFAULT_NAMESPACE}.json`)
      .then((res) => res.json() as Promise<Strings>)
      .then((strings) => {
        loaded.set(language, strings);
        changed?.();
      })
      // Offline or failed: the page's own strings still work; the next dialog tries again.
      .catch(() => {
        pending.delete(language);
      });
    pending.set(language, promise);
  }
  return promise;
}

/** A string the page's props did not carry, once its namespace is here (asking for it fetches the namespace). */
export function laterString(language: string, key: string): unknown {
  const strings = loaded.get(language);
  if (!strings && !pending.has(language)) void loadFullStrings(language);
  return strings?.[key];
}

/** The translation provider's re-render; one provider at a time. */
export function onLaterStrings(listener: () => void): () => void {
  changed = listener;
  return () => {
    if (changed === listener) changed = undefined;
  };
}
