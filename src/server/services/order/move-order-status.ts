import { sql } from 'drizzle-orm';
import type { OrderStatus, PaymentGateway, PaymentStatus } from '@/shared/order-status';
import { paidOnDelivery, parentStatusOf, transitionRefusal } from '@/shared/order-transitions';
import { assertMay } from '../../auth/permissions';
import type { UserRoles } from '../../auth/roles';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { restockOrder, returnWalletPoints } from './restock-order';
import { statusSource } from './status-source';

interface OrderRow {
  id: number;
  parent_id: number | null;
  shop_id: number | null;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
}

export interface OrderMove {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** Orders whose status changed, the moved one first (its parent, or a cancelled parent's children, after). */
  changed: { id: number; from: OrderStatus; to: OrderStatus }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const lockOrder = async (tx: Db, id: number) =>
  rowsOf<OrderRow>(
    await tx.execute(sql`select id, parent_id, shop_id, order_status, payment_status, payment_gateway
      from orders where id = ${id} for update`),
  )[0];

/**
 * The one guarded status change: `… where order_status = <the status read>`, so of two people moving the same
 * order at once one wins and the other gets 409 (on PostgreSQL the loser's update waits for the row, re-reads
 * it and matches nothing). Cash on delivery becomes payment-success when delivered.
 */
async function setStatus(tx: Db, order: OrderRow, to: OrderStatus): Promise<boolean> {
  const delivered = to === 'order-completed' && paidOnDelivery(order);
  const moved = rowsOf<{ id: number }>(
    await tx.execute(sql`update orders set order_status = ${to},
        payment_status = ${delivered ? 'payment-success' : order.payment_status}, updated_at = now()
      where id = ${order.id} and order_status = ${order.order_status} and payment_status = ${order.payment_status}
      returning id`),
  );
  return moved.length === 1;
}

const conflict = (order: OrderRow, to: OrderStatus) =>
  new AppError(
    'CONFLICT',
    `Order ${order.id} changed meanwhile: it is ${order.order_status}, not ready to become ${to}.`,
  );

/** After a shop's order moved, its parent follows (src/shared/order-transitions.ts parentStatusOf). */
async function followChildren(tx: Db, parent: OrderRow, changed: OrderMove['changed']): Promise<void> {
  const children = rowsOf<{ order_status: OrderStatus; payment_gateway: PaymentGateway }>(
    await tx.execute(sql`select order_status, payment_gateway from orders where parent_id = ${parent.id}`),
  );
  const next = parentStatusOf(children.map((c) => c.order_status));
  if (next === null || next === parent.order_status) return;
  if (!(await setStatus(tx, parent, next))) throw conflict(parent, next);
  changed.push({ id: parent.id, from: parent.order_status, to: next });
  if (next === 'order-cancelled') await returnWalletPoints(tx, parent.id);
}

/**
 * PUT /admin/orders/{id}/status. The shop comes from the stored order; a caller without the right gets the same
 * 404 as for a missing order. `expected` is the status the caller saw: when the order moved since, 409. A shop's
 * order moves by the shared rule and its parent follows; a parent order (the operator's) can only be cancelled,
 * which cancels every open shop order. Cancelling puts the units back and, once the whole checkout is cancelled,
 * the wallet points, in the same transaction as the guarded update, so it happens once.
 */
export async function moveOrderStatus(options: {
  database: Database;
  roles: UserRoles;
  orderId: number;
  to: OrderStatus;
  expected?: OrderStatus;
}): Promise<OrderMove> {
  const { roles, orderId, to, expected } = options;
  return options.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(statusSource('back-office', roles.userId));
    // Lock order: parent before child, everywhere, so two shops' moves of one checkout cannot deadlock.
    const [peek] = rowsOf<{ parent_id: number | null }>(
      await tx.execute(sql`select parent_id from orders where id = ${orderId}`),
    );
    if (!peek) throw notFound('Order', orderId);
    const parent = peek.parent_id === null ? null : await lockOrder(tx, peek.parent_id);
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order', orderId);
    assertMay(roles, order.shop_id === null ? 'parent-order.move' : 'order.move', order.shop_id, () =>
      notFound('Order', orderId),
    );
    if (expected !== undefined && expected !== order.order_status) throw conflict(order, to);
    if (order.order_status === to) throw conflict(order, to);
    const refusal = transitionRefusal(order, to);
    if (refusal) throw new AppError('VALIDATION_FAILED', refusal, { errors: { status: [refusal] } });

    const changed: OrderMove['changed'] = [];
    if (order.shop_id === null) {
      if (to !== 'order-cancelled') {
        const message = 'A whole checkout can only be cancelled here; move its shops’ orders one by one.';
        throw new AppError('VALIDATION_FAILED', message, { errors: { status: [message] } });
      }
      const children = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from orders where parent_id = ${order.id} order by id`),
      );
      for (const { id } of children) {
        const child = (await lockOrder(tx, id))!;
        if (transitionRefusal(child, 'order-cancelled') !== null) continue;
        if (!(await setStatus(tx, child, 'order-cancelled'))) throw conflict(child, to);
        changed.push({ id: child.id, from: child.order_status, to });
        await restockOrder(tx, child.id);
      }
      if (children.length > 0) {
        // Shops that delivered already keep their order; the parent then follows what is left.
        await followChildren(tx, order, changed);
      } else {
        if (!(await setStatus(tx, order, to))) throw conflict(order, to);
        changed.push({ id: order.id, from: order.order_status, to });
        await restockOrder(tx, order.id);
        await returnWalletPoints(tx, order.id);
      }
    } else {
      if (!(await setStatus(tx, order, to))) throw conflict(order, to);
      changed.push({ id: order.id, from: order.order_status, to });
      if (to === 'order-cancelled') await restockOrder(tx, order.id);
      if (parent) await followChildren(tx, parent, changed);
    }
    return { orderId, from: order.order_status, to, changed };
  });
}
