import { gzipSync } from 'node:zlib';

/**
 * The gzip size of the JavaScript a page runs on its first load: the scripts its HTML references, those it lists
 * for the after-paint loader (`<script type="application/json" data-after-paint>`, src/config/after-paint.cjs),
 * and its inline scripts (the loader itself), each compressed on its own. Scripts marked `nomodule` are skipped:
 * every browser that runs modules ignores them. Other JSON blocks are data, not scripts.
 */
/** @returns {Promise<{ total: number, files: { src: string, gz: number }[] }>} */
export async function firstLoadJs(baseUrl, path) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const sources = [];
  const inline = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+\.js)"/.exec(attributes)?.[1];
    if (src) sources.push(src);
    else if (/\bdata-after-paint\b/.test(attributes)) sources.push(...JSON.parse(body));
    else if (!/\btype="(?!module|text\/javascript)[^"]*"/.test(attributes) && body.trim()) inline.push(body);
  }
  const files = inline.map((body, i) => ({ src: `(inline script ${i + 1})`, gz: gzipSync(body, { level: 9 }).length }));
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    files.push({ src, gz: gzipSync(body, { level: 9 }).length });
  }
  return { total: files.reduce((sum, f) => sum + f.gz, 0), files };
}
