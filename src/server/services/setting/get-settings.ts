import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { cachedSettings } from './settings-cache';

/**
 * The settings row for `language` (CONTRACT §4 Settings): the exact language, else its primary subtag
 * (`ar-EG` → `ar`), else English. The answer's `language` names the row actually served.
 */
export async function getSettings(options: { database: Database; language: string }): Promise<string> {
  const rows = await cachedSettings(options.database);
  const primary = options.language.split('-')[0]!;
  const row = rows.get(options.language) ?? rows.get(primary) ?? rows.get('en');
  if (!row) throw notFound('Settings', options.language);
  return row;
}
