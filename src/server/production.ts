import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { serverEnv } from '@/config/env';
import { pageHeaders } from './http/page-headers';
import { sendTextAsBytes } from './http/bytes-out';
import { StaticAssets } from './http/static-assets';
import { PageCache } from './page-cache';
import { sharedApp } from './shared-app';
import { lookUpPagesWithoutLocale, nextPageServer } from './locale-pages';
import { installNodeRenderer } from './node-renderer';
import { logStartupWarnings } from './startup-warnings';

/**
 * The production server (`npm start`): one Node process serving the storefront (Next) and the API.
 * /api requests go straight to the API app, skipping Next's router; build assets are sent from their
 * precompressed copies; everything else goes to Next, whose pages reach the same API instance in-process.
 * Rendered catalogue pages are kept briefly (PAGE_CACHE_SECONDS) for visitors who are not signed in.
 */
async function main() {
  logStartupWarnings();
  installNodeRenderer();
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOST || '0.0.0.0';
  // With BUILTIN_API=false the storefront uses an external provider and /api is left to Next (404).
  const apiListener = serverEnv().builtinApi ? getRequestListener((await sharedApp()).fetch) : null;
  // `webpack: true` because `npm run build` builds with webpack. Without it, Next 16 sets TURBOPACK=auto for a
  // custom server. The pages' contexts (router, head) then come from the Turbopack runtime while the pages render
  // in the webpack one, so useRouter() and our Link find no router on the server, and a link in /ar/shops
  // would point to the English page.
  const web = next({ dev: false, webpack: true, dir: process.cwd(), hostname, port });
  await web.prepare();
  lookUpPagesWithoutLocale(await nextPageServer(web));
  const handle = web.getRequestHandler();
  const pages = new PageCache({ maxSeconds: serverEnv().pageCacheSeconds });
  const assets = new StaticAssets(path.join(process.cwd(), '.next', 'static'));
  const secure = pageHeaders();
  // Behind a load balancer, names the instance that answered (operators' logs, the cluster tests).
  const instance = serverEnv().instanceName;
  const server = http.createServer((req, res) => {
    if (instance) res.setHeader('X-Instance', instance);
    const url = req.url ?? '/';
    // /api/auth/* is next-auth's (Google sign-in), served by Next like any page.
    const api = url === '/api' || url.startsWith('/api?') || (url.startsWith('/api/') && !url.startsWith('/api/auth/'));
    if (apiListener && api) {
      void apiListener(req, res);
    } else {
      secure(req, res);
      void (async () => {
        if (!(await assets.handle(req, res)))
          await pages.handle(req, res, () => {
            sendTextAsBytes(res);
            return handle(req, res);
          });
      })();
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => console.log(`[web] ready on http://localhost:${port} (API at /api)`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error('[web] could not start:', err);
  process.exit(1);
});
