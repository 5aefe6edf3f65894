import type { FullConfig } from '@playwright/test';

/**
 * Global setup: waits until every server of the suite answers (playwright.config.ts starts them all at once and
 * lists them in `metadata.servers`). Any HTTP answer counts, as it does for Playwright's own `webServer.url`.
 */
export default async function serversReady(config: FullConfig): Promise<void> {
  const servers = (config.metadata.servers ?? []) as { name: string; ready: string }[];
  const started = Date.now();
  const deadline = started + 180_000;
  const late = await Promise.all(
    servers.map(async ({ name, ready }) => {
      for (;;) {
        try {
          await fetch(ready, { signal: AbortSignal.timeout(5_000) });
          return null;
        } catch {
          if (Date.now() > deadline) return `${name} (${ready})`;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }),
  );
  const missing = late.filter(Boolean);
  if (missing.length > 0) throw new Error(`no answer within 180 s from ${missing.join(', ')}: see its output above`);
  console.log(`[e2e] ${servers.length} servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
