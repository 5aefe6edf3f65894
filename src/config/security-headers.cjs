// @ts-check
/**
 * Security headers of every HTML answer, in one place for both servers: next.config.js gives them to Next at
 * build time (`next start`, and pages Next serves itself), and the production server (src/server/production.ts)
 * sets them again at run time from the environment it runs in, so a service configured after the build counts.
 * CommonJS, because next.config.js requires it.
 *
 * The Content-Security-Policy allows this origin only, plus the hosts of services that are configured:
 * - an external provider API (NEXT_PUBLIC_REST_API_ENDPOINT) and extra picture hosts (IMAGE_HOSTS);
 * - Firebase phone sign-in (NEXT_PUBLIC_FIREBASE_*): its auth APIs, reCAPTCHA scripts and frames;
 * - Stripe (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY or STRIPE_SECRET_KEY): Stripe.js, its frames and API;
 * - the token-sync URL (NEXT_PUBLIC_TOKEN_SYNC_URL), which the browser calls after sign-in and logout.
 * Google sign-in needs no host: next-auth sends the browser to Google by a top-level navigation, which the
 * policy does not govern. The one inline script a page has is allowed by its hash (src/config/after-paint.cjs); Next's
 * page data is JSON, not executed. Inline style attributes are allowed because React and Next's image markup write
 * them.
 */

const { AFTER_PAINT_SCRIPT_SOURCE } = require('./after-paint.cjs');

/** @param {string | undefined} url */
function originOf(url) {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** @param {Record<string, string | undefined>} env */
function cspSources(env) {
  const api = originOf(env.NEXT_PUBLIC_REST_API_ENDPOINT);
  const imageHosts = (env.IMAGE_HOSTS || '')
    .split(',')
    .map((u) => originOf(u.trim()))
    .filter((o) => o !== null);
  const firebase = Boolean(
    env.NEXT_PUBLIC_FIREBASE_API_KEY && env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN && env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  );
  const stripe = Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || env.STRIPE_SECRET_KEY);
  const authDomain = firebase ? originOf(`https://${env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN}`) : null;
  /** @type {Record<string, string[]>} */
  const s = {
    // This origin's files, and the one inline script of a page: the loader that runs them after the first paint.
    script: ["'self'", AFTER_PAINT_SCRIPT_SOURCE],
    connect: ["'self'"],
    img: ["'self'", 'data:', 'blob:'],
    frame: ["'self'"],
  };
  if (api) {
    s.connect.push(api);
    s.img.push(api);
  }
  const tokenSync = originOf(env.NEXT_PUBLIC_TOKEN_SYNC_URL?.trim());
  if (tokenSync && !s.connect.includes(tokenSync)) s.connect.push(tokenSync);
  s.img.push(...imageHosts);
  if (firebase) {
    s.script.push('https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com');
    s.connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    );
    s.frame.push('https://www.google.com', 'https://recaptcha.google.com');
    if (authDomain) s.frame.push(authDomain);
  }
  if (stripe) {
    s.script.push('https://js.stripe.com');
    s.connect.push('https://api.stripe.com');
    s.frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  return { ...s, stripe };
}

/**
 * The headers as name → value.
 * @param {{ env?: Record<string, string | undefined>, https?: boolean, dev?: boolean }} [options]
 * @returns {Record<string, string>}
 */
function securityHeaders(options = {}) {
  const env = options.env ?? process.env;
  const s = cspSources(env);
  // Next's development server evaluates modules for hot reloading.
  const script = options.dev ? [...s.script, "'unsafe-eval'"] : s.script;
  const csp = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${s.img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${s.connect.join(' ')}`,
    `frame-src ${s.frame.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    // Older browsers that do not read frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(self), payment=(self${s.stripe ? ' "https://js.stripe.com"' : ''})`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  // Browsers ignore it over plain HTTP; sent only when the page really came over HTTPS.
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

module.exports = { securityHeaders };
