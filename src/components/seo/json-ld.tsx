import Head from 'next/head';

/**
 * Structured data (schema.org JSON-LD) for search engines: small typed builders and a component that puts the
 * result in the page head. Builders take absolute URLs (absolute-url.ts makes them). The product page's builders
 * are in product-ld.ts, so other pages do not carry them.
 */
export interface Thing {
  '@context'?: 'https://schema.org';
  '@type': string;
  [key: string]: unknown;
}

/** schema.org Organization: the shop itself (home page). */
export function organizationLd(input: {
  name: string;
  url: string;
  logo?: string | null;
  email?: string;
  telephone?: string;
  sameAs?: string[];
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
  };
}

/**
 * schema.org WebSite with a SearchAction (the sitelinks search box). `searchUrl` holds `{search_term_string}`
 * where the text goes, e.g. `https://shop.example/search?text={search_term_string}`.
 */
export function websiteLd(input: { name: string; url: string; searchUrl: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrl },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON for a <script> element: `<` is escaped so data can never close the script. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts one JSON-LD block into the page head; `id` keeps one block per id when pages re-render. */
export function JsonLd({ id, data }: { id: string; data: Thing | Thing[] }) {
  return (
    <Head>
      <script
        key={`jsonld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
      />
    </Head>
  );
}
