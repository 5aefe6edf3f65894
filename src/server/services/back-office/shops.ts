import { sql } from 'drizzle-orm';
import { assertMay, assertMayAnywhere, may } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { ShopMemberRole } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { normaliseEmail } from '../shared/email';

interface MemberRow {
  shop_id: number;
  user_id: number;
  name: string;
  email: string;
  role: ShopMemberRole;
}

/**
 * The shops the caller works for (the operator: every shop, active or not) with their members, and what the
 * caller may change there.
 */
export async function findBackOfficeShops(options: { database: Database; roles: UserRoles }) {
  const { database, roles } = options;
  assertMayAnywhere(roles, 'shop.read');
  const mine = [...roles.ownerOf, ...roles.staffOf];
  const scope = may(roles, 'shop.read')
    ? sql`true`
    : sql`s.id in (${sql.join(
        mine.map((id) => sql`${id}`),
        sql`, `,
      )})`;
  const shops = await database.rows<{ id: number; name: string; slug: string; is_active: boolean }>(sql`
    select s.id, s.name, s.slug, s.is_active from shops s where ${scope} order by s.name, s.id`);
  const members =
    shops.length === 0
      ? []
      : await database.rows<MemberRow>(sql`
          select m.shop_id, m.user_id, u.name, u.email, m.role from shop_members m join users u on u.id = m.user_id
          where m.shop_id in (${sql.join(
            shops.map((s) => sql`${s.id}`),
            sql`, `,
          )}) order by m.role, u.name, u.id`);
  return {
    data: shops.map((s) => ({
      ...s,
      members: members
        .filter((m) => m.shop_id === s.id)
        .map((m) => ({ user_id: m.user_id, name: m.name, email: m.email, role: m.role })),
      can_manage_owners: may(roles, 'shop.owners.manage', s.id),
      can_manage_staff: may(roles, 'shop.staff.manage', s.id),
    })),
  };
}

async function shopOf(database: Database, shopId: number) {
  const [shop] = await database.rows<{ id: number }>(sql`select id from shops where id = ${shopId}`);
  return shop ?? null;
}

const actionFor = (role: ShopMemberRole) => (role === 'owner' ? 'shop.owners.manage' : 'shop.staff.manage');

/**
 * Makes the account with `email` owner or staff of a shop (the operator: either; an owner: staff of their own
 * shop). Someone already a member gets the new role. A shop the caller may not manage answers 404.
 */
export async function addShopMember(options: {
  database: Database;
  roles: UserRoles;
  shopId: number;
  email: string;
  role: ShopMemberRole;
}) {
  const { database, roles, shopId, role } = options;
  const missing = () => notFound('Shop', shopId);
  if (!(await shopOf(database, shopId))) throw missing();
  assertMay(roles, 'shop.staff.manage', shopId, missing);
  if (!may(roles, actionFor(role), shopId)) {
    const message = 'Only the operator makes someone owner of a shop.';
    throw new AppError('VALIDATION_FAILED', message, { errors: { role: [message] } });
  }
  const email = normaliseEmail(options.email);
  const [user] = await database.rows<{ id: number }>(sql`select id from users where email = ${email}`);
  if (!user) {
    const message = 'No account has this email: ask the person to sign up first.';
    throw new AppError('VALIDATION_FAILED', message, { errors: { email: [message] } });
  }
  const [current] = await database.rows<{ role: ShopMemberRole }>(
    sql`select role from shop_members where shop_id = ${shopId} and user_id = ${user.id}`,
  );
  // An owner cannot demote another owner to staff: that is taking ownership away, the operator's call.
  if (current && !may(roles, actionFor(current.role), shopId)) {
    const message = 'Only the operator changes the role of a shop’s owner.';
    throw new AppError('VALIDATION_FAILED', message, { errors: { email: [message] } });
  }
  await database.rows(sql`
    insert into shop_members (shop_id, user_id, role) values (${shopId}, ${user.id}, ${role})
    on conflict (shop_id, user_id) do update set role = excluded.role`);
  return findShop(database, roles, shopId);
}

/** Takes a member off a shop (an owner: only staff); removing someone who is not a member answers 404. */
export async function removeShopMember(options: {
  database: Database;
  roles: UserRoles;
  shopId: number;
  userId: number;
}) {
  const { database, roles, shopId, userId } = options;
  const missing = () => notFound('Shop', shopId);
  if (!(await shopOf(database, shopId))) throw missing();
  assertMay(roles, 'shop.staff.manage', shopId, missing);
  const [member] = await database.rows<{ role: ShopMemberRole }>(
    sql`select role from shop_members where shop_id = ${shopId} and user_id = ${userId}`,
  );
  if (!member) throw notFound('Member', userId);
  if (!may(roles, actionFor(member.role), shopId)) {
    throw new AppError('VALIDATION_FAILED', 'Only the operator takes a shop away from its owner.');
  }
  await database.rows(sql`delete from shop_members where shop_id = ${shopId} and user_id = ${userId}`);
  return findShop(database, roles, shopId);
}

async function findShop(database: Database, roles: UserRoles, shopId: number) {
  const { data } = await findBackOfficeShops({ database, roles });
  const shop = data.find((s) => s.id === shopId);
  if (!shop) throw notFound('Shop', shopId);
  return shop;
}
