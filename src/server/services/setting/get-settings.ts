import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { PaymentRegistry } from '../payment/registry';
import { offeredSettings } from '../payment/offered-gateways';
import { cachedSettings } from './settings-cache';

// The settings cache keeps rows as stored; what this installation can offer is applied per registry (apps in one
// process may have different gateways) and remembered for the stored text it was made from.
const offered = new WeakMap<PaymentRegistry, Map<string, string>>();

function withOfferedGateways(row: string, payments: PaymentRegistry): string {
  let memo = offered.get(payments);
  if (!memo) offered.set(payments, (memo = new Map()));
  const known = memo.get(row);
  if (known) return known;
  const parsed = JSON.parse(row) as { options?: Record<string, unknown> };
  const text = JSON.stringify({ ...parsed, options: offeredSettings(parsed.options ?? {}, payments) });
  // Rows change rarely; a handful of languages at most. Start over rather than grow without bound.
  if (memo.size > 50) memo.clear();
  memo.set(row, text);
  return text;
}

/**
 * The settings row for `language` (CONTRACT §4 Settings): the exact language, else its primary subtag
 * (`ar-EG` → `ar`), else English. The answer's `language` names the row actually served. `paymentGateway` lists
 * only the gateways this installation really offers (src/server/services/payment/offered-gateways.ts).
 */
export async function getSettings(options: {
  database: Database;
  language: string;
  payments: PaymentRegistry;
}): Promise<string> {
  const rows = await cachedSettings(options.database);
  const primary = options.language.split('-')[0]!;
  const row = rows.get(options.language) ?? rows.get(primary) ?? rows.get('en');
  if (!row) throw notFound('Settings', options.language);
  return withOfferedGateways(row, options.payments);
}
