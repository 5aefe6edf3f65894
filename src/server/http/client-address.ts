import type { Context } from 'hono';

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's address for rate limiting and audit. X-Forwarded-For is only believed when the operator
 * says a proxy sits in front (TRUST_PROXY), since any client can send that header.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeEnv | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'in-process';
}
