import type { Role } from '../db/schema';
import { AppError } from '../errors';
import type { UserRoles } from './roles';

/**
 * Who may do what in the back office: one table, checked in one place. A shop role counts only for the shop of
 * the stored row being read or changed (the order's, the shop's own), never a shop id taken from the request;
 * the operator's counts everywhere.
 */
export const PERMISSIONS = {
  /** Enter the back office at all (its own pages and lists). */
  'back-office.enter': ['super_admin', 'store_owner', 'staff'],
  /** Read a shop's orders, lines, addresses, payment and history. */
  'order.read': ['super_admin', 'store_owner', 'staff'],
  /** Move a shop's order by the status rule (src/shared/order-transitions.ts). */
  'order.move': ['super_admin', 'store_owner', 'staff'],
  /** Act on a parent order (a whole checkout across shops): only the operator sees every shop. */
  'parent-order.move': ['super_admin'],
  /** See every shop's orders in one list. */
  'order.list-all': ['super_admin'],
  /** Read a shop and its members. */
  'shop.read': ['super_admin', 'store_owner', 'staff'],
  /** Make someone owner of a shop, or take it away. */
  'shop.owners.manage': ['super_admin'],
  /** Add or remove a shop's staff. */
  'shop.staff.manage': ['super_admin', 'store_owner'],
  /** Read the questions shoppers asked about a shop's products (the inbox). */
  'question.read': ['super_admin', 'store_owner', 'staff'],
  /** Answer a question about a shop's product, or edit the answer (only the answer: never the question or its shop). */
  'question.answer': ['super_admin', 'store_owner', 'staff'],
  /** Read the abuse reports and dismiss them or hide the reported review or question: the operator alone. */
  'report.decide': ['super_admin'],
  /** Read a shop's products (every status) in the back office. */
  'product.read': ['super_admin', 'store_owner', 'staff'],
  /** Change a shop's product: texts, price, stock, status, categories, tags, pictures. */
  'product.edit': ['super_admin', 'store_owner', 'staff'],
  /** Add a simple product to a shop. */
  'product.create': ['super_admin', 'store_owner', 'staff'],
  /** See every shop's products in one list. */
  'product.list-all': ['super_admin'],
  /** Read refunds: the operator every checkout's, owners and staff their shop's part (read only). */
  'refund.read': ['super_admin', 'store_owner', 'staff'],
  /** See the whole refund queue (every checkout's refund). */
  'refund.list-all': ['super_admin'],
  /** Approve (pay back) or reject a refund. */
  'refund.decide': ['super_admin'],
  /** Approve (activate) or deactivate a shop: its products leave or join the storefront. */
  'shop.activate': ['super_admin'],
  /** Change a shop's name, description, logo, cover picture and address. */
  'shop.edit': ['super_admin', 'store_owner'],
  /** See the back office's dashboard: orders, revenue, open refunds, unanswered questions, low stock. */
  'dashboard.read': ['super_admin', 'store_owner', 'staff'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

/** May the user do `action` to a row of shop `shopId` (null: a row of no shop, which only the operator acts on)? */
export function may(roles: UserRoles, action: Action, shopId: number | null = null): boolean {
  const allowed: readonly Role[] = PERMISSIONS[action];
  if (roles.superAdmin && allowed.includes('super_admin')) return true;
  if (shopId === null) return false;
  if (allowed.includes('store_owner') && roles.ownerOf.includes(shopId)) return true;
  if (allowed.includes('staff') && roles.staffOf.includes(shopId)) return true;
  return false;
}

/** May the user do `action` in some shop (lists, the back office's own pages)? */
export function mayAnywhere(roles: UserRoles, action: Action): boolean {
  const allowed: readonly Role[] = PERMISSIONS[action];
  return (
    (roles.superAdmin && allowed.includes('super_admin')) ||
    (allowed.includes('store_owner') && roles.ownerOf.length > 0) ||
    (allowed.includes('staff') && roles.staffOf.length > 0)
  );
}

/**
 * Throws unless the user may: `missing` is the error of a row that does not exist, so a caller without the right
 * learns nothing a stranger would not (no existence oracle).
 */
export function assertMay(roles: UserRoles, action: Action, shopId: number | null, missing: () => AppError): void {
  if (!may(roles, action, shopId)) throw missing();
}

/**
 * For the back office's lists: 404 for signed-in callers with no part in it. Not 403: clients take 401 and 403 as
 * an expired session and sign the shopper out (SPEC §4).
 */
export function assertMayAnywhere(roles: UserRoles, action: Action): void {
  if (!mayAnywhere(roles, action)) {
    throw new AppError('NOT_FOUND', 'The back office is for shop owners, their staff and the operator.');
  }
}
