/**
 * The shop's public URL, the base of every absolute link it hands out (mails, payment redirects, sitemap,
 * canonical links): NEXT_PUBLIC_SITE_URL when set, else this machine on the port the shop listens on
 * (`http://localhost:${PORT}`, 3000 without PORT), so `PORT=3999 npm start` links to itself. The one place the
 * default is computed; callers pass the variables' values (the public one must be read literally for Next to
 * inline it). In production an unset NEXT_PUBLIC_SITE_URL is a start-up warning (src/server/startup-warnings.ts).
 */
export function siteUrlFrom(configured: string | undefined, port: string | undefined): string {
  const url = configured || `http://localhost:${port || '3000'}`;
  return url.replace(/\/$/, '');
}
