import { sql } from 'drizzle-orm';
import type { EditShopInput } from '@/shared/validation/back-office-shops';
import type { AuthUser } from '../../auth/access-tokens';
import { assertMay, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database, Db } from '../../db/client';
import type { Attachment, PostalAddress } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { mediaUrl } from '../../media/urls';

/**
 * The back office's shop page (issue 22 item 5): an owner (or the operator) edits the shop's public face; the
 * operator approves or deactivates it. Who may is decided from the stored shop, never from the request: a shop
 * the caller has no right to answers the same 404 as one that does not exist. The slug (the shop's address on
 * the storefront) never changes, so links and bookmarks keep working after a rename.
 */
interface ShopRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  logo: Attachment | null;
  cover_image: Attachment | null;
  address: PostalAddress;
  is_active: boolean;
}

/** The stored shop, or the 404 of a missing one; `lock` holds it until the transaction ends. */
async function storedShop(db: Db, shopId: number, lock = false): Promise<ShopRow> {
  const { rows } = (await db.execute(sql`
    select id, name, slug, description, logo, cover_image, address, is_active from shops
    where id = ${shopId} ${lock ? sql`for update` : sql``}`)) as unknown as { rows: ShopRow[] };
  if (!rows[0]) throw notFound('Shop', shopId);
  return rows[0];
}

function shape(shop: ShopRow, roles: UserRoles) {
  return {
    ...shop,
    can_edit: may(roles, 'shop.edit', shop.id),
    can_activate: may(roles, 'shop.activate', shop.id),
  };
}

/** GET /admin/shops/{id}: the shop as its edit form shows it. Read by its owners, staff and the operator. */
export async function getShopForEdit(options: { database: Database; roles: UserRoles; shopId: number }) {
  const { database, roles, shopId } = options;
  const shop = await storedShop(database.db, shopId);
  assertMay(roles, 'shop.read', shop.id, () => notFound('Shop', shopId));
  return shape(shop, roles);
}

const pictureRefused = (field: 'logo' | 'cover_image') =>
  new AppError('VALIDATION_FAILED', 'Upload the picture again, then save the shop.', {
    errors: { [field]: ['admin:error-shop-picture'] },
  });

/**
 * The picture to store: the shop's current one unchanged, or one the caller uploaded (attachments.owner_id),
 * described from our records. Client URLs are never kept, so a shop cannot point at another person's file or
 * another site.
 */
async function pictureFor(
  db: Db,
  userId: number,
  field: 'logo' | 'cover_image',
  given: { id: number } | null | undefined,
  current: Attachment | null,
): Promise<Attachment | null> {
  if (!given) return null;
  if (current && current.id === given.id) return current;
  const { rows } = (await db.execute(
    sql`select id, file_name from attachments where id = ${given.id} and owner_id = ${userId}`,
  )) as unknown as { rows: { id: number; file_name: string }[] };
  const row = rows[0];
  if (!row) throw pictureRefused(field);
  return {
    id: row.id,
    original: mediaUrl(row.file_name),
    thumbnail: mediaUrl(row.file_name, 'thumbnail'),
    file_name: row.file_name,
  };
}

/**
 * PUT /admin/shops/{id}: name, description, logo, cover picture and address. A changed name or description
 * drops that field's translations (they translated the old text; the storefront falls back to the new one).
 */
export async function updateShop(options: {
  database: Database;
  roles: UserRoles;
  user: AuthUser;
  shopId: number;
  input: EditShopInput;
}) {
  const { database, roles, user, shopId, input } = options;
  await database.db.transaction(async (tx) => {
    const shop = await storedShop(tx as unknown as Db, shopId, true);
    assertMay(roles, 'shop.edit', shop.id, () => notFound('Shop', shopId));
    const logo = await pictureFor(tx as unknown as Db, user.id, 'logo', input.logo, shop.logo);
    const cover = await pictureFor(tx as unknown as Db, user.id, 'cover_image', input.cover_image, shop.cover_image);
    const stale = [
      ...(input.name !== shop.name ? ['name'] : []),
      ...(input.description !== shop.description ? ['description'] : []),
    ];
    await tx.execute(sql`
      update shops set
        name = ${input.name},
        description = ${input.description ?? null},
        logo = ${logo ? JSON.stringify(logo) : null}::jsonb,
        cover_image = ${cover ? JSON.stringify(cover) : null}::jsonb,
        address = ${JSON.stringify(input.address)}::jsonb,
        translations = (select coalesce(jsonb_object_agg(t.key, t.value - ${sql.param(stale)}::text[]), '{}'::jsonb)
          from jsonb_each(translations) t),
        updated_at = now()
      where id = ${shopId}`);
  });
  return getShopForEdit({ database, roles, shopId });
}

/**
 * PUT /admin/shops/{id}/status: the operator approves or deactivates a shop. A deactivated shop's products leave
 * the storefront (every storefront product query joins the shop on `is_active`), its owners and staff lose the
 * back office for it (auth/roles.ts), and its orders stay readable by the shoppers who placed them.
 */
export async function setShopActive(options: {
  database: Database;
  roles: UserRoles;
  shopId: number;
  isActive: boolean;
}) {
  const { database, roles, shopId, isActive } = options;
  const shop = await storedShop(database.db, shopId);
  assertMay(roles, 'shop.activate', shop.id, () => notFound('Shop', shopId));
  await database.rows(sql`update shops set is_active = ${isActive}, updated_at = now() where id = ${shopId}`);
  return getShopForEdit({ database, roles, shopId });
}
