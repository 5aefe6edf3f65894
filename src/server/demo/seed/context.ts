import { sql } from 'drizzle-orm';
import type { ArtSpec } from '../art-spec';
import { mediaUrl } from '@/server/media/urls';
import type { Db } from '../../db/client';
import { type Attachment, attachments, type Translations } from '../../db/schema';
import { createRandom, type Random } from './random';
import type { I18n } from './types';

/** State shared by the seeding steps: one transaction, one clock, one PRNG, and slug → id maps. */
export interface SeedContext {
  tx: Db;
  now: Date;
  random: Random;
  ids: Record<
    'type' | 'category' | 'tag' | 'shop' | 'user' | 'concern' | 'manufacturer' | 'author' | 'product',
    Map<string, number>
  >;
  /** Registers a generated picture and returns its wire object. */
  picture(fileName: string, art: ArtSpec): Attachment;
  flushPictures(): Promise<void>;
  daysFromNow(days: number): Date;
}

export function toTranslations(i18n: I18n<string> | undefined): Translations {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(i18n ?? {})) {
    if (!fields) continue;
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v !== ''));
    if (Object.keys(clean).length > 0) out[lang] = clean as Record<string, string>;
  }
  return out;
}

export async function createSeedContext(tx: Db, now = new Date()): Promise<SeedContext> {
  const result = (await tx.execute(sql`select coalesce(max(id), 0) + 1 as next from attachments`)) as unknown as {
    rows: { next: number }[];
  };
  const next = result.rows[0]?.next ?? 1;
  let nextId = Number(next);
  const pending: (typeof attachments.$inferInsert)[] = [];
  const seen = new Map<string, Attachment>();

  return {
    tx,
    now,
    random: createRandom('pickbazar-demo'),
    ids: {
      type: new Map(),
      category: new Map(),
      tag: new Map(),
      shop: new Map(),
      user: new Map(),
      concern: new Map(),
      manufacturer: new Map(),
      author: new Map(),
      product: new Map(),
    },
    picture(fileName, art) {
      const known = seen.get(fileName);
      if (known) return known;
      const id = nextId++;
      pending.push({ id, fileName, art: art as unknown as Record<string, unknown>, mimeType: 'image/webp' });
      const attachment: Attachment = {
        id,
        original: mediaUrl(fileName),
        thumbnail: mediaUrl(fileName, 'thumbnail'),
        file_name: fileName,
      };
      seen.set(fileName, attachment);
      return attachment;
    },
    async flushPictures() {
      for (let i = 0; i < pending.length; i += 500) await tx.insert(attachments).values(pending.slice(i, i + 500));
      pending.length = 0;
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('attachments', 'id'), greatest((select max(id) from attachments), 1))`,
      );
    },
    daysFromNow(days) {
      return new Date(now.getTime() + days * 86_400_000);
    },
  };
}
