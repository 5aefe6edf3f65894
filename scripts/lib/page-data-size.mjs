// The size of a page's data (`__NEXT_DATA__`, the JSON Next sends beside the HTML and the browser parses before
// hydrating), broken down by what carries it: translations, each query of the dehydrated React Query cache
// (grouped by the first part of its key), and the page's other props. Sizes are UTF-8 bytes of the JSON.
const bytes = (value) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');

/** The parsed `__NEXT_DATA__` of an HTML page and its size as sent. */
export function nextData(html) {
  const match = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no __NEXT_DATA__ in the page');
  return { size: Buffer.byteLength(match[1], 'utf8'), data: JSON.parse(match[1]) };
}

/** { total, parts: [{ name, size }] } largest first: translations, query:<kind> per query kind, prop:<name>. */
export function breakdown(html) {
  const { size, data } = nextData(html);
  const props = data.props?.pageProps ?? {};
  const parts = new Map();
  const add = (name, n) => parts.set(name, (parts.get(name) ?? 0) + n);
  for (const [key, value] of Object.entries(props)) {
    if (key === '_nextI18Next') add('translations', bytes(value));
    else if (key === 'dehydratedState')
      for (const query of value?.queries ?? []) add(`query:${query.queryKey?.[0] ?? '?'}`, bytes(query));
    else add(`prop:${key}`, bytes(value));
  }
  add('next (page, query, build id …)', size - bytes(props));
  return { total: size, parts: [...parts].map(([name, n]) => ({ name, size: n })).sort((a, b) => b.size - a.size) };
}

/** Fetches each page and answers { name: breakdown } (a `fetch` failure or a page without data throws). */
export async function pageDataSizes(base, pages) {
  const out = {};
  for (const [name, pathname] of Object.entries(pages)) {
    const res = await fetch(base + pathname);
    if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status}`);
    out[name] = { path: pathname, ...breakdown(await res.text()) };
  }
  return out;
}

/** The pages measured by default: home, another type, a category of it, a product, a text search. */
export async function defaultPages(base) {
  const json = async (path) => (await fetch(base + path)).json();
  const types = await json('/api/types');
  const home = types.find((t) => t.settings?.isHome) ?? types[0];
  const other = types.find((t) => t.slug !== home.slug) ?? home;
  const category = (await json(`/api/categories?type=${other.slug}&parent=null&limit=1`)).data[0];
  const product = (await json('/api/products?limit=1')).data[0];
  return {
    home: '/',
    type: `/${other.slug}`,
    category: `/${other.slug}?category=${category.slug}`,
    product: `/products/${product.slug}`,
    search: '/search?text=apple',
  };
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** The sizes as text: one line per page, then its parts. */
export function formatSizes(sizes) {
  const lines = [];
  for (const [name, { path, total, parts }] of Object.entries(sizes)) {
    lines.push(`${name.padEnd(9)} ${kb(total).padStart(9)}  ${path}`);
    for (const part of parts) lines.push(`    ${kb(part.size).padStart(9)}  ${part.name}`);
  }
  return lines.join('\n');
}
