import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth, { type NextAuthOptions } from 'next-auth';
import GoogleProvider from 'next-auth/providers/google';
import { serverEnv } from '@/config/env';

/**
 * next-auth only bridges Google sign-in (SPEC §4 social login): its session exists for the few minutes between
 * Google's answer and the storefront posting Google's access token to /social-login-token, which issues the
 * shop's own token. So the session is short, and the JWT keeps just the access token and the provider.
 */
const BRIDGE_SECONDS = 10 * 60;

export function authOptions(google: { clientId: string; clientSecret: string }, secret: string): NextAuthOptions {
  return {
    secret,
    providers: [GoogleProvider({ clientId: google.clientId, clientSecret: google.clientSecret })],
    session: { strategy: 'jwt', maxAge: BRIDGE_SECONDS },
    jwt: { maxAge: BRIDGE_SECONDS },
    callbacks: {
      jwt({ token, account }) {
        // `account` is present only on the sign-in that just came back from Google.
        if (account) {
          token.accessToken = account.access_token;
          token.provider = account.provider;
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, accessToken: token.accessToken, provider: token.provider };
      },
    },
  };
}

/**
 * /api/auth/*: next-auth's routes when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. Otherwise
 * /api/auth/providers answers `{}` — the storefront asks it to decide whether to show the Google button — and
 * everything else 404. (The production server hands /api/auth/* to Next, not to the built-in API.)
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const env = serverEnv();
  const action = [req.query.nextauth].flat()[0];
  if (!env.google) {
    if (action === 'providers') {
      res.status(200).json({});
      return;
    }
    res.status(404).json({ message: 'Google sign-in is not configured.', code: 'PICKBAZAR_ERROR.NOT_FOUND' });
    return;
  }
  if (!env.nextAuthSecret) {
    console.error('[auth] GOOGLE_CLIENT_ID is set but NEXTAUTH_SECRET is not: Google sign-in is off.');
    if (action === 'providers') {
      res.status(200).json({});
      return;
    }
    res
      .status(500)
      .json({ message: 'NEXTAUTH_SECRET must be set for Google sign-in.', code: 'PICKBAZAR_ERROR.INTERNAL' });
    return;
  }
  // next-auth builds Google's redirect address from NEXTAUTH_URL; the shop's public URL is the sensible default.
  process.env.NEXTAUTH_URL ||= env.siteUrl;
  await NextAuth(req, res, authOptions(env.google, env.nextAuthSecret));
}
