import type { Context } from 'hono';
import { number, object, string } from 'yup';
import { serverEnv } from '@/config/env';
import { clientAddress } from '../http/client-address';
import { AppError } from '../errors';
import { type AppDeps, defineRoute } from '../http/route';
import { listOutbox } from '../messaging/outbox';
import { arrayOf, object as objectSchema, ref } from '../openapi/schemas/common';

/** Callers on this machine: the loopback addresses, and server-side rendering calling the API in-process. */
const LOCAL_CALLERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'in-process']);

/**
 * DEV_OUTBOX=public shows the outbox to anyone, off to no one. auto (the default) shows it only while mail or
 * SMS has no real sender, and only to callers on this machine: the socket address decides (a forwarded-for
 * header is what any client can write), and a request that came through a proxy (it adds forwarding headers)
 * does not count as local even though the proxy itself connects from loopback.
 */
function outboxVisible(c: Context, deps: AppDeps): boolean {
  const mode = serverEnv().devOutbox;
  if (mode === 'off') return false;
  if (mode === 'public') return true;
  if (deps.mailer.kind !== 'outbox' && deps.sms.kind !== 'outbox') return false;
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
  return !proxied && LOCAL_CALLERS.has(clientAddress(c, false));
}

export const devRoutes = [
  defineRoute({
    method: 'get',
    path: '/dev/outbox',
    tag: 'Development',
    summary: 'Mail and text messages kept instead of sent (development outbox)',
    description:
      'Newest first. Exists only while DEV_OUTBOX is not off; with auto (default) only when mail or SMS has no real ' +
      'sender and only for requests from this machine, else 404. Account mails carry meta {kind, token, link}.',
    query: object({
      recipient: string().trim().max(254).meta({
        description:
          'Only messages to this email (any case) or phone number (any spelling: +1 (555) 010-2000 = 15550102000)',
      }),
      limit: number()
        .typeError('limit must be a whole number')
        .integer('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(200, 'limit must be at most 200')
        .default(20),
    }),
    response: {
      description: 'The messages',
      schema: objectSchema({ data: arrayOf(ref('OutboxMessage')) }),
    },
    handler: async ({ c, query, deps, url }) => {
      if (!outboxVisible(c, deps)) {
        throw new AppError('NOT_FOUND', `There is no API endpoint at GET ${url.pathname}.`);
      }
      const rows = await listOutbox(deps.database, { recipient: query.recipient || undefined, limit: query.limit });
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          html: row.html,
          meta: row.meta,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  }),
];
