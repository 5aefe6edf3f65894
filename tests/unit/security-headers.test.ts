import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER } from '@/config/after-paint.cjs';
import { securityHeaders } from '@/config/security-headers.cjs';

/** The one inline script a page may run: the after-paint loader, allowed by the hash of its exact text. */
const LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER, 'utf8').digest('base64')}'`;

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('securityHeaders', () => {
  it('locks a plain shop to its own origin and forbids framing', () => {
    const h = securityHeaders({ env: {} });
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const csp = h['Content-Security-Policy']!;
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", LOADER_HASH]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/google|stripe|unsafe-eval/);
    expect(h['Strict-Transport-Security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security only over HTTPS', () => {
    expect(securityHeaders({ env: {}, https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
  });

  it('lets in the hosts of the services that are configured, and only those', () => {
    const firebase = securityHeaders({
      env: {
        NEXT_PUBLIC_FIREBASE_API_KEY: 'k',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'shop-1.firebaseapp.com',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'shop-1',
      },
    })['Content-Security-Policy']!;
    expect(directive(firebase, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(directive(firebase, 'frame-src')).toContain('https://shop-1.firebaseapp.com');
    expect(firebase).not.toContain('stripe');

    const stripe = securityHeaders({ env: { STRIPE_SECRET_KEY: 'sk_test_x' } })['Content-Security-Policy']!;
    expect(directive(stripe, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(stripe, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(stripe, 'connect-src')).toContain('https://api.stripe.com');
    expect(stripe).not.toContain('googleapis');

    const external = securityHeaders({
      env: { NEXT_PUBLIC_REST_API_ENDPOINT: 'https://api.example.com/api', IMAGE_HOSTS: 'https://cdn.example.net/x' },
    })['Content-Security-Policy']!;
    expect(directive(external, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directive(external, 'img-src')).toEqual(
      expect.arrayContaining(['https://api.example.com', 'https://cdn.example.net']),
    );
  });

  it('lets the browser reach the token-sync URL (SPEC §7) only when one is configured', () => {
    const sync = securityHeaders({ env: { NEXT_PUBLIC_TOKEN_SYNC_URL: 'https://accounts.example.org/session/sync' } });
    const csp = sync['Content-Security-Policy']!;
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://accounts.example.org']);
    expect(directive(csp, 'img-src')).not.toContain('https://accounts.example.org');
    // A path on this origin needs nothing more than 'self'.
    const local = securityHeaders({ env: { NEXT_PUBLIC_TOKEN_SYNC_URL: '/session-sync' } })['Content-Security-Policy']!;
    expect(directive(local, 'connect-src')).toEqual(["'self'"]);
  });

  it("allows eval only for Next's development server", () => {
    expect(directive(securityHeaders({ env: {}, dev: true })['Content-Security-Policy']!, 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});
