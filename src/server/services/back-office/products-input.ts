import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Attachment } from '../../db/schema';
import { AppError } from '../../errors';
import { mediaUrl } from '../../media/urls';
import { describeKey } from '@/shared/validation/messages';

/**
 * The parts of a back-office product form that name other rows (categories, tags, pictures), checked and
 * written inside the save's transaction.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A 422 with the message on `field`, as the form shows it. */
export function fieldError(field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', describeKey(key), { errors: { [field]: [key] } });
}

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The chosen categories and their ancestors (a parent category lists its children's products, as the demo seed
 * does). An id that is no category: 422 on category_ids.
 */
export async function categoriesWithAncestors(tx: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = rowsOf<{ id: number }>(await tx.execute(sql`select id from categories where id in (${list(unique)})`));
  if (found.length !== unique.length) throw fieldError('category_ids', 'admin:error-category-invalid');
  const all = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with recursive up(id, parent_id) as (
        select id, parent_id from categories where id in (${list(unique)})
        union
        select c.id, c.parent_id from categories c join up on c.id = up.parent_id
      ) select distinct id from up`),
  );
  return all.map((r) => r.id);
}

export async function checkTags(tx: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = rowsOf<{ id: number }>(await tx.execute(sql`select id from tags where id in (${list(unique)})`));
  if (found.length !== unique.length) throw fieldError('tag_ids', 'admin:error-tag-invalid');
  return unique;
}

/** Replaces a product's categories and tags. */
export async function writeLinks(tx: Db, productId: number, categoryIds: number[], tagIds: number[]) {
  await tx.execute(sql`delete from product_categories where product_id = ${productId}`);
  if (categoryIds.length > 0) {
    await tx.execute(sql`insert into product_categories (product_id, category_id)
      values ${sql.join(
        categoryIds.map((id) => sql`(${productId}, ${id})`),
        sql`, `,
      )}`);
  }
  await tx.execute(sql`delete from product_tags where product_id = ${productId}`);
  if (tagIds.length > 0) {
    await tx.execute(sql`insert into product_tags (product_id, tag_id)
      values ${sql.join(
        tagIds.map((id) => sql`(${productId}, ${id})`),
        sql`, `,
      )}`);
  }
}

/**
 * The pictures a product may show: the caller's own uploads (POST /attachments) and the ones it shows already.
 * Anyone else's upload id is refused like a missing one (422 on the field), so nobody can put another person's
 * picture on a product by guessing ids.
 */
export async function resolvePictures(
  tx: Db,
  options: {
    userId: number;
    imageId: number | null;
    galleryIds: readonly number[];
    current: { image: Attachment | null; gallery: Attachment[] };
  },
): Promise<{ image: Attachment | null; gallery: Attachment[] }> {
  const wanted = [...new Set([...(options.imageId ? [options.imageId] : []), ...options.galleryIds])];
  const kept = new Set([options.current.image?.id, ...options.current.gallery.map((g) => g.id)]);
  const rows =
    wanted.length === 0
      ? []
      : rowsOf<{ id: number; file_name: string; owner_id: number | null }>(
          await tx.execute(sql`select id, file_name, owner_id from attachments where id in (${list(wanted)})`),
        );
  const byId = new Map(
    rows.filter((r) => r.owner_id === options.userId || kept.has(r.id)).map((r) => [r.id, r] as const),
  );
  const picture = (id: number, field: string): Attachment => {
    const row = byId.get(id);
    if (!row) throw fieldError(field, 'admin:error-picture-invalid');
    return {
      id: row.id,
      original: mediaUrl(row.file_name),
      thumbnail: mediaUrl(row.file_name, 'thumbnail'),
      file_name: row.file_name,
    };
  };
  return {
    image: options.imageId ? picture(options.imageId, 'image_id') : null,
    gallery: [...new Set(options.galleryIds)].map((id) => picture(id, 'gallery_ids')),
  };
}

/** The names in every language, lower-cased: what name searches look in (products.search_text). */
export function searchTextOf(name: string, translations: Record<string, { name?: string } | undefined>): string {
  return [name, ...Object.values(translations).map((t) => t?.name ?? '')].join(' ').toLowerCase().trim();
}

/** A URL-safe slug from a product name: letters and digits of the Latin alphabet, dashes between words. */
export function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || 'product';
}
