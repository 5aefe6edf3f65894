/**
 * Runs once when the Next server starts: opens the database (migrating and seeding on first start) and lets
 * server-side rendering call the built-in API in-process.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logStartupWarnings } = await import('./server/startup-warnings');
  logStartupWarnings();
  const { serverEnv } = await import('./config/env');
  if (!serverEnv().builtinApi) return;
  const { registerInProcessApi } = await import('./server/in-process');
  registerInProcessApi();
  const { sharedApp } = await import('./server/shared-app');
  // Warm up now so the first visitor does not wait for migrations; failures surface on first request too.
  sharedApp().catch((err: unknown) => console.error('[api] start-up failed:', err));
}
