/** The gzip size of the JavaScript a page runs on its first load (first-load-js.mjs). */
export declare function firstLoadJs(
  baseUrl: string | URL,
  path: string,
): Promise<{ total: number; files: { src: string; gz: number }[] }>;
