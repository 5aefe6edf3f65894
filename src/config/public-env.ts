import { siteUrlFrom } from './site-url';

/**
 * Settings the browser may see, read at run time, so one build serves any provider, site address and keys (build
 * once, deploy the same build to staging and production). They keep their NEXT_PUBLIC_* names but Next does not
 * inline them: nothing here reads `process.env.NEXT_PUBLIC_…` literally, which is what Next replaces at build time.
 *
 * - On the server they come from the environment the server runs in (publicSettingsFrom).
 * - The server writes them into every page it renders (pages/_document.tsx: a JSON block, not a script, so the CSP
 *   needs no 'unsafe-inline'); pages prerendered at build time (404, 500) load /public-settings.js instead
 *   (pages/public-settings.js.ts), which sets window.__PUBLIC_SETTINGS__.
 * - The browser reads them once from the page. Without either (unit tests in jsdom) it falls back to the
 *   environment, as the server does; a production browser bundle has no such fallback (no environment code).
 *
 * UI code reads settings only from here: eslint.config.mjs fences process.env in src/components, src/framework,
 * src/store, src/lib, src/shared and the pages.
 */

type Env = Record<string, string | undefined>;

/** The public Firebase web-app settings phone sign-in needs (not secrets: they ship to every browser). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface PublicSettings {
  /** The provider REST API (NEXT_PUBLIC_REST_API_ENDPOINT): the built-in one under /api unless an external one. */
  restApiEndpoint: string;
  /** This storefront's public address (NEXT_PUBLIC_SITE_URL), for canonical links, sitemaps and mails. */
  siteUrl: string;
  /** Stripe's publishable key (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY); GET /settings `stripePublishableKey` wins. */
  stripePublishableKey: string;
  /**
   * SPEC §7's token-sync URL (NEXT_PUBLIC_TOKEN_SYNC_URL): where the sign-in token is POSTed after every sign-in
   * and DELETEd after logout, for a companion site that keeps its own copy of the session. Empty (no sync) when
   * unset or not an http(s) URL or a path on this origin.
   */
  tokenSyncUrl: string;
  /**
   * Firebase phone sign-in (NEXT_PUBLIC_FIREBASE_API_KEY, _AUTH_DOMAIN, _PROJECT_ID, optional _APP_ID): on when the
   * first three are set; otherwise phone sign-in uses the API's own code flow (/send-otp-code).
   */
  firebase: FirebaseWebConfig | null;
  /** The menu's blog link (NEXT_PUBLIC_BLOG_URL); the shop's settings `externalLink` otherwise. */
  blogUrl: string;
}

/** The id of the JSON block rendered pages carry, and the global /public-settings.js sets. */
export const PUBLIC_SETTINGS_ID = 'public-settings';
export const PUBLIC_SETTINGS_GLOBAL = '__PUBLIC_SETTINGS__';

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

function tokenSyncUrlFrom(raw: string | undefined): string {
  const url = (raw || '').trim();
  return /^(https?:\/\/[^\s/]|\/[^/\s])/.test(url) ? url : '';
}

/** The public settings of an environment (the server's own, at run time). */
export function publicSettingsFrom(env: Env): PublicSettings {
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY;
  const authDomain = env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  const appId = env.NEXT_PUBLIC_FIREBASE_APP_ID;
  return {
    restApiEndpoint: withoutTrailingSlash(env.NEXT_PUBLIC_REST_API_ENDPOINT || '/api'),
    siteUrl: siteUrlFrom(env.NEXT_PUBLIC_SITE_URL, env.PORT),
    stripePublishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || '',
    tokenSyncUrl: tokenSyncUrlFrom(env.NEXT_PUBLIC_TOKEN_SYNC_URL),
    firebase:
      apiKey && authDomain && projectId
        ? appId
          ? { apiKey, authDomain, projectId, appId }
          : { apiKey, authDomain, projectId }
        : null,
    blogUrl: env.NEXT_PUBLIC_BLOG_URL || '',
  };
}

/**
 * The settings as JSON safe inside a <script> element: `<` is escaped, so a value cannot close the element
 * (`</script>`) or open a comment; JSON.parse reads the escape back.
 */
export function serializePublicSettings(settings: PublicSettings): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}

let pageSettings: PublicSettings | null = null;
/**
 * A production server's settings, read from its environment once: the environment is set when it starts, and a
 * render asks for them several times a call (each read of process.env is a call into Node).
 */
let serverSettings: PublicSettings | null = null;

/** What the page carries (written by this app's server, so taken as it is), or null on the server. */
function readPage(): PublicSettings | null {
  if (pageSettings || typeof document === 'undefined') return pageSettings;
  const block = document.getElementById(PUBLIC_SETTINGS_ID);
  try {
    pageSettings = block?.textContent
      ? (JSON.parse(block.textContent) as PublicSettings)
      : ((window as unknown as Record<string, PublicSettings | undefined>)[PUBLIC_SETTINGS_GLOBAL] ?? null);
  } catch {
    pageSettings = null;
  }
  return pageSettings;
}

/** The public settings: in the browser as the page carries them, on the server from its environment. */
export function publicSettings(): PublicSettings {
  const page = readPage();
  if (page) return page;
  // The server, and unit tests in jsdom (no page). A production browser bundle drops this branch (Next inlines
  // both conditions), and with it the environment reading; a page without settings gets the defaults.
  if (typeof window === 'undefined' && process.env.NODE_ENV === 'production')
    return (serverSettings ??= publicSettingsFrom(process.env));
  if (typeof window === 'undefined' || process.env.NODE_ENV !== 'production') return publicSettingsFrom(process.env);
  return {
    restApiEndpoint: '/api',
    siteUrl: siteUrlFrom(undefined, undefined),
    stripePublishableKey: '',
    tokenSyncUrl: '',
    firebase: null,
    blogUrl: '',
  };
}

/** True when the storefront talks to this app's own API (a path on the same origin). */
export function usesBuiltInApi(): boolean {
  return publicSettings().restApiEndpoint.startsWith('/');
}

/** SPEC §7's token-sync URL (see PublicSettings.tokenSyncUrl); empty: no sync. */
export function tokenSyncUrl(): string {
  return publicSettings().tokenSyncUrl;
}

/** Firebase's web config when phone sign-in goes through Firebase, else null. */
export function firebaseWebConfig(): FirebaseWebConfig | null {
  return publicSettings().firebase;
}
