import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { securityHeaders } from '@/config/security-headers.cjs';

/**
 * The production server's security headers for everything that is not the API (pages, 404 and 500 pages, build
 * assets), computed once from the environment the server runs in. They are set as the answer's head is written,
 * so they win over the values Next baked in at build time (next.config.js) when the two differ.
 */
export function pageHeaders(options: { env?: Record<string, string | undefined> } = {}) {
  const plain = Object.entries(securityHeaders({ env: options.env }));
  const secure = Object.entries(securityHeaders({ env: options.env, https: true }));
  // As next.config.js does: a proxy that terminated HTTPS says so. Believing the header costs nothing, because
  // browsers ignore Strict-Transport-Security on an answer that really came over plain HTTP.
  const overHttps = (req: IncomingMessage) =>
    Boolean((req.socket as TLSSocket).encrypted) ||
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https';

  return (req: IncomingMessage, res: ServerResponse): void => {
    const headers = overHttps(req) ? secure : plain;
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of headers) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
  };
}
