import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { newPassword, registerThroughApi, verifyEmailThroughApi } from './account';

/** The back office's strings in one language (public/locales/<language>/admin.json). */
export const adminTexts = (language: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../public/locales', language, 'admin.json'), 'utf8')) as Record<
    string,
    string
  >;

/**
 * An operator of a spec of its own: `email` must be one of the e2e servers' ADMIN_EMAILS (scripts/e2e-server.mjs).
 * The account is registered and verified on first use; the function then answers its sign-in token (once per spec
 * file and server).
 */
export function operatorAccount(name: string, email: string): (request: APIRequestContext) => Promise<string> {
  let token: Promise<string> | null = null;
  return (request) => {
    token ??= (async () => {
      const signedIn = await registerThroughApi(request, { name, email, password: newPassword() });
      await verifyEmailThroughApi(request, email);
      return signedIn;
    })();
    return token;
  };
}
