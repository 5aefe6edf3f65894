import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateRefundInput } from '@/shared/validation/refund';
import type { AuthUser } from '../../auth/access-tokens';
import type { Database, Db } from '../../db/client';
import { type Attachment, attachments } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { mediaUrl } from '../../media/urls';
import { listParams } from '../../query/list-params';
import { runGet } from '../../query/run-list';
import { refundResource } from './refund-resource';

interface OrderRow {
  id: number;
  parent_id: number | null;
  customer_id: number | null;
  amount_cents: number;
  order_status: string;
  payment_status: string;
}

const refused = (message: string, key = 'order_id', code = 'error-refund-not-allowed') =>
  new AppError('VALIDATION_FAILED', message, { errors: { [key]: [code] } });

/** The photos as stored: the caller's own uploads, described from our records (client URLs are never kept). */
async function ownedImages(db: Db, userId: number, images: CreateRefundInput['images']): Promise<Attachment[]> {
  const wanted = [...new Set((images ?? []).map((i) => i.id))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: attachments.id, fileName: attachments.fileName })
    .from(attachments)
    .where(and(inArray(attachments.id, wanted), eq(attachments.ownerId, userId)));
  const byId = new Map(rows.map((r) => [r.id, r.fileName]));
  return wanted.map((id) => {
    const fileName = byId.get(id);
    const given = images!.find((i) => i.id === id)!;
    const original = fileName && mediaUrl(fileName);
    const thumbnail = fileName && mediaUrl(fileName, 'thumbnail');
    const matches = (url: string | undefined, ours: string | undefined) => url === undefined || url.endsWith(ours!);
    if (!fileName || !matches(given.original, original) || !matches(given.thumbnail, thumbnail)) {
      throw refused('Upload the photo again, then send the request.', 'images', 'error-refund-image-invalid');
    }
    return { id, original: original!, thumbnail: thumbnail!, file_name: fileName };
  });
}

/**
 * POST /refunds: the owner asks for their money back on a paid parent order. One refund per order, whatever
 * the timing (the unique order_id decides between concurrent requests); the amount is the order's, from the
 * database; each child order gets its own refund row. Another person's order answers 404 like order reads.
 */
export async function createRefund(options: {
  database: Database;
  user: AuthUser;
  input: CreateRefundInput;
  language: string;
}): Promise<string> {
  const { database, user, input } = options;
  const refundId = await database.db.transaction(async (tx) => {
    const [order] = (
      (await tx.execute(sql`
        select id, parent_id, customer_id, amount_cents, order_status, payment_status
        from orders where id = ${input.order_id}`)) as unknown as { rows: OrderRow[] }
    ).rows;
    if (!order || order.customer_id !== user.id) throw notFound('Order', input.order_id);
    if (order.parent_id !== null) {
      throw refused('Ask for a refund on the whole order, not on one shop’s part of it.');
    }
    if (order.order_status === 'order-refunded' || order.order_status === 'order-cancelled') {
      throw refused('This order was cancelled or refunded already.');
    }
    if (order.payment_status !== 'payment-success') {
      throw refused('Only paid orders can be refunded. This order has not been paid online or from the wallet.');
    }
    const [reason] = (
      (await tx.execute(sql`select id from refund_reasons where id = ${input.refund_reason_id}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    if (!reason)
      throw refused('Please choose one of the reasons offered.', 'refund_reason_id', 'error-refund-reason-required');
    const images = await ownedImages(tx as unknown as Db, user.id, input.images);
    const [policy] = (
      (await tx.execute(sql`select id from refund_policies
        where shop_id is null and target = 'customer' and status = 'approved' order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;

    const inserted = (
      (await tx.execute(sql`
        insert into refunds (order_id, customer_id, shop_id, refund_policy_id, refund_reason_id, title, description,
          images, amount_cents)
        values (${order.id}, ${user.id}, null, ${policy?.id ?? null}, ${reason.id}, ${input.title},
          ${input.description}, ${JSON.stringify(images)}::jsonb, ${order.amount_cents})
        on conflict (order_id) do nothing returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const parent = inserted[0];
    if (!parent) {
      throw new AppError('CONFLICT', 'A refund has already been requested for this order.', {
        errors: { order_id: ['error-refund-exists'] },
      });
    }
    await tx.execute(sql`
      insert into refunds (parent_id, order_id, customer_id, shop_id, refund_policy_id, refund_reason_id, title,
        description, images, amount_cents)
      select ${parent.id}, ch.id, ${user.id}, ch.shop_id, ${policy?.id ?? null}, ${reason.id}, ${input.title},
        ${input.description}, ${JSON.stringify(images)}::jsonb, ch.amount_cents
      from orders ch where ch.parent_id = ${order.id} order by ch.id
      on conflict (order_id) do nothing`);
    return parent.id;
  });
  const row = await runGet({
    database,
    resource: refundResource,
    params: listParams({ with: ['order', 'refund_policy'] }),
    ctx: { language: options.language },
    match: sql`rf.id = ${refundId}`,
  });
  return row!;
}
