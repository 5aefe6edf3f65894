const { i18n } = require('./next-i18next.config');
// Shared with src/components/ui/image.tsx, which builds the optimiser URLs next/image would.
const { deviceSizes, imageSizes } = require('./src/config/image-sizes.json');
const { NextEsmRuntimePlugin } = require('./scripts/lib/next-esm-runtime.cjs');
const { securityHeaders } = require('./src/config/security-headers.cjs');

const headerList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Hosts pictures may come from besides this app, e.g. an external provider's storage. Read when the server starts
 * (Next loads this file again then), so the provider is a run-time setting like the other public ones.
 */
function remotePatterns() {
  const urls = [process.env.NEXT_PUBLIC_REST_API_ENDPOINT, ...(process.env.IMAGE_HOSTS || '').split(',')];
  return urls
    .filter((u) => u && /^https?:\/\//.test(u))
    .map((u) => {
      const { protocol, hostname, port } = new URL(u);
      return { protocol: protocol.replace(':', ''), hostname, port: port || '', pathname: '/**' };
    });
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (CI runs it before anything else), not again by each build:
  // that took 75–80 s of one core per build here, twice in CI (the shop and the external-provider storefront).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Next hashes every rendered page in JavaScript for an ETag (3 % of a cache-miss render's CPU). The page is
  // rendered in full before the hash decides between 200 and 304, pages change with stock and prices, and the page
  // cache answers without it: the hash saved a revalidating client a download and cost every visitor's render.
  generateEtags: false,
  i18n,
  images: {
    remotePatterns: remotePatterns(),
    formats: ['image/webp'],
    deviceSizes,
    imageSizes,
    minimumCacheTTL: 3600,
    // Only for a provider on this machine (the end-to-end mock provider): Next refuses private addresses otherwise.
    dangerouslyAllowLocalIP: process.env.IMAGE_ALLOW_LOCAL_IP === 'true',
  },
  // The router filter only sends links to App Router routes through a full page load. This app has no app/
  // directory, so the filter's code and data would be dead weight in every page's first load.
  experimental: { clientRouterFilter: false },
  // Security headers on every answer of `next start` and `next dev`, as the build's environment configures them;
  // the production server sets them again from its own environment (src/config/security-headers.cjs).
  async headers() {
    const dev = process.env.NODE_ENV !== 'production';
    const hsts = securityHeaders({ https: true })['Strict-Transport-Security'];
    return [
      { source: '/:path*', headers: headerList(securityHeaders({ dev })) },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: hsts }],
      },
    ];
  },
  // Native or WASM packages load their own files at run time; keep them out of the server bundles.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'drizzle-orm', '@aws-sdk/client-s3'],
  webpack(config, { isServer, dev, webpack }) {
    // Browser bundles use Next's ES-module runtime (see the plugin): about 15 kB less JavaScript on every page.
    if (!isServer && !dev) config.plugins.push(new NextEsmRuntimePlugin(webpack));
    return config;
  },
};

module.exports = nextConfig;
