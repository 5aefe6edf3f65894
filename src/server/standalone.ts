import { serve } from '@hono/node-server';
import { sharedApp } from './shared-app';
import { logStartupWarnings } from './startup-warnings';

/**
 * `npm run api`: the built-in API on its own (no storefront), for shops that scale the API separately.
 * Point NEXT_PUBLIC_REST_API_ENDPOINT at http://<host>:<API_PORT>/api.
 */
async function main() {
  logStartupWarnings();
  const port = Number(process.env.API_PORT || 4000);
  const app = await sharedApp();
  serve({ fetch: app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, (info) => {
    console.log(`[api] listening on http://localhost:${info.port}/api`);
  });
}

main().catch((err: unknown) => {
  console.error('[api] could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
