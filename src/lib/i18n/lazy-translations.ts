import { loadFullStrings } from './later-strings';

/**
 * A `next/dynamic` loader for a view opened by a click (the dialog and drawer registries): the view's code and the
 * strings it shows arrive together (the whole namespace of the page's language, <html lang>; later-strings.ts),
 * so a dialog never shows a raw key.
 */
export function withFullStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadFullStrings(typeof document === 'undefined' ? '' : document.documentElement.lang)]).then(
      ([mod]) => mod,
    );
}
