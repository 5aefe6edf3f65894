import { gzipSync } from 'node:zlib';

/**
 * The gzip size of the JavaScript a page's HTML references (its first-load JS). Scripts marked `nomodule` are
 * skipped: every browser that runs modules ignores them.
 */
/** @returns {Promise<{ total: number, files: { src: string, gz: number }[] }>} */
export async function firstLoadJs(baseUrl, path) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .map((m) => /src="([^"]+\.js)"/.exec(m[1])?.[1])
    .filter(Boolean);
  const files = [];
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    files.push({ src, gz: gzipSync(body, { level: 9 }).length });
  }
  return { total: files.reduce((sum, f) => sum + f.gz, 0), files };
}
