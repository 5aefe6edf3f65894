import { sql } from 'drizzle-orm';
import { serverEnv } from '@/config/env';
import { pointsForCents, walletCover } from '@/shared/order-money';
import type { PaymentGateway } from '@/shared/order-status';
import type { AuthUser } from '../../auth/access-tokens';
import { sha256 } from '../../auth/random';
import type { Database, Db } from '../../db/client';
import type { PostalAddress } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../messaging/mailer';
import type { SmsSender } from '../../messaging/sms';
import { listParams } from '../../query/list-params';
import { runGet } from '../../query/run-list';
import { type CheckoutSettings, loadCheckoutSettings } from '../checkout/checkout-settings';
import { type CartLine, type PricedLine, priceLines } from '../checkout/price-lines';
import { checkMinimum } from '../checkout/verify-checkout';
import { readWallet } from '../checkout/wallet';
import { couponProblem, findCouponById } from '../coupon/coupon-rules';
import { claimIdempotencyKey, type IdempotencyClaim, settleIdempotencyKey } from './idempotency';
import { insertOrder } from './insert-order';
import { type ClientFigures, figureErrors, orderFigures } from './order-figures';
import { notifyOrderPlaced, type PlacedOrder } from './order-notifications';
import { orderResource } from './order-resource';
import { gatewayRefusal, initialStatuses } from './order-status';
import { recordSales, takeStock } from './take-stock';
import type { PaymentRegistry } from '../payment/registry';
import { isOnlineGateway } from '../payment/registry';
import { ensureIntent } from '../payment/ensure-intent';
import { loadPayableOrder } from '../payment/payable-order';

export interface OrderInput extends ClientFigures {
  products: (CartLine & { unit_price: number; subtotal: number })[];
  coupon_id?: number | null;
  customer_contact: string;
  customer_name?: string | null;
  customer_email?: string | null;
  note?: string | null;
  delivery_time?: string | null;
  payment_gateway: PaymentGateway;
  payment_sub_gateway?: string | null;
  use_wallet_points: boolean;
  isFullWalletPayment: boolean;
  billing_address?: PostalAddress | null;
  shipping_address?: PostalAddress | null;
}

const invalid = (message: string, errors: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', message, { errors });

/** Lines that cannot be sold as asked, as field errors on their product or quantity. */
function lineErrors(lines: readonly PricedLine[], failed: readonly number[] = []): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const line of lines) {
    if (line.problem === 'unavailable') errors[`products[${line.index}].product_id`] = ['error-product-unavailable'];
    else if (line.problem === 'out-of-stock' || failed.includes(line.index)) {
      errors[`products[${line.index}].order_quantity`] = ['error-out-of-stock'];
    }
  }
  return errors;
}

/** Checks of the order's details that need the settings: delivery address and schedule. */
function detailErrors(input: OrderInput, settings: CheckoutSettings, physical: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (physical && !input.shipping_address) errors.shipping_address = ['error-shipping-address-required'];
  if (input.delivery_time && !settings.deliveryTimes.has(input.delivery_time)) {
    errors.delivery_time = ['error-delivery-time-invalid'];
  }
  return errors;
}

interface Context {
  db: Db;
  user: AuthUser | null;
  input: OrderInput;
  language: string;
  settings: CheckoutSettings;
  payments: PaymentRegistry;
  claim: IdempotencyClaim | null;
}

/** Everything inside the transaction: price, check, take stock and wallet, write. Throws to roll back. */
async function placeInTransaction(ctx: Context) {
  const { db, user, input, settings } = ctx;
  if (ctx.claim) {
    const earlier = await claimIdempotencyKey(db, ctx.claim);
    if (earlier !== null) return { orderId: earlier, replayed: true as const };
  }
  const lines = await priceLines(db, input.products, ctx.language);
  const unavailable = lineErrors(lines);
  if (Object.keys(unavailable).length > 0) {
    throw invalid('Some items are not available in the quantity asked for. Please check your cart again.', unavailable);
  }
  const coupon = input.coupon_id ? await findCouponById(db, input.coupon_id) : null;
  const figures = orderFigures(lines, settings, coupon);
  if (input.coupon_id && couponProblem(coupon, figures.amountCents, false)) {
    throw invalid('This coupon cannot be used for this order.', { coupon_id: ['error-coupon-not-applicable'] });
  }
  const changed = figureErrors(input, lines, figures);
  if (Object.keys(changed).length > 0) throw invalid('Prices changed, check your cart again.', changed);
  checkMinimum(figures.amountCents + figures.taxCents + figures.shippingCents, settings);
  const details = detailErrors(input, settings, figures.physical);
  if (Object.keys(details).length > 0) throw invalid('Please complete the order details.', details);

  // The wallet pays what it can; the row lock makes concurrent orders of one shopper spend it in turn.
  const wantsWallet = !!user && (input.use_wallet_points || input.isFullWalletPayment) && settings.walletRatio > 0;
  const wallet = wantsWallet ? await readWallet(db, user.id, settings.walletRatio, true) : null;
  const { walletCents, fullWallet } = walletCover(wallet?.cents ?? 0, figures.totalCents);
  if (input.isFullWalletPayment && !fullWallet) {
    throw invalid('Your wallet does not cover this order any more.', { isFullWalletPayment: ['error-wallet-changed'] });
  }
  const gateway: PaymentGateway = fullWallet ? 'FULL_WALLET_PAYMENT' : input.payment_gateway;
  const refusal = fullWallet ? null : gatewayRefusal(gateway, settings, ctx.payments);
  if (refusal) throw invalid(refusal, { payment_gateway: ['error-gateway-invalid'] });

  const failed = await takeStock(db, lines);
  if (failed.length > 0) {
    throw invalid(
      'Some items sold out while you were ordering. Please check your cart again.',
      lineErrors(lines, failed),
    );
  }
  const points = pointsForCents(walletCents, settings.walletRatio);
  if (walletCents > 0) {
    const spent = (await db.execute(sql`
      update users set wallet_points_used = wallet_points_used + ${points}
      where id = ${user!.id} and wallet_points - wallet_points_used >= ${points} returning id`)) as unknown as {
      rows: unknown[];
    };
    if (spent.rows.length === 0) {
      throw invalid('Your wallet balance changed. Please check your order again.', {
        use_wallet_points: ['error-wallet-changed'],
      });
    }
  }
  const placed = await insertOrder(db, {
    lines,
    figures,
    customerId: user?.id ?? null,
    customerContact: input.customer_contact,
    customerName: user?.name ?? input.customer_name ?? null,
    customerEmail: user?.email ?? input.customer_email ?? null,
    couponId: coupon?.id ?? null,
    deliveryTime: input.delivery_time ?? null,
    gateway,
    paymentSubGateway: input.payment_sub_gateway ?? null,
    status: initialStatuses(gateway),
    shippingAddress: input.shipping_address ?? null,
    billingAddress: input.billing_address ?? null,
    language: ctx.language,
    note: input.note ?? null,
    wallet: walletCents > 0 ? { cents: walletCents, points } : null,
  });
  await recordSales(db, lines);
  if (ctx.claim) await settleIdempotencyKey(db, ctx.claim, placed.id);
  return { orderId: placed.id, replayed: false as const, lines, figures, walletCents, gateway, placed };
}

async function startPayment(
  options: { database: Database; payments: PaymentRegistry; siteUrl: string },
  settings: CheckoutSettings,
  orderId: number,
): Promise<void> {
  const db = options.database.db;
  try {
    const [row] = await options.database.rows<{ tracking_number: string }>(
      sql`select tracking_number from orders where id = ${orderId}`,
    );
    const order = await loadPayableOrder(db, row!.tracking_number);
    if (!order) return;
    await ensureIntent({
      db,
      payments: options.payments,
      order,
      gateway: order.paymentGateway,
      currency: settings.currency,
      siteUrl: options.siteUrl,
    });
  } catch (err) {
    if (!(err instanceof AppError)) console.error(`[orders] starting the payment of order ${orderId} failed:`, err);
  }
}

/**
 * POST /orders (CONTRACT §6 step 3, §11): one transaction re-prices the cart, checks the client's figures,
 * takes stock and wallet points with guarded updates and writes the parent order and its children; any refusal
 * rolls all of it back. A retried submit with the same Idempotency-Key answers the first order. The
 * confirmation goes out after the commit.
 */
export async function createOrder(options: {
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  siteUrl: string;
  user: AuthUser | null;
  input: OrderInput;
  language: string;
  idempotencyKey: string | null;
  payments: PaymentRegistry;
}) {
  const { database, user, input, language } = options;
  const db = database.db;
  const settings = await loadCheckoutSettings(db, language);
  if (!user && !settings.guestCheckout) {
    throw new AppError('NOT_AUTHORIZED', `${serverEnv().noticeDomain}ERROR.NOT_AUTHORIZED`);
  }
  if (!user && !input.customer_name)
    throw invalid('Please tell us your name.', { customer_name: ['error-name-required'] });
  const claim = options.idempotencyKey
    ? {
        scope: user ? `user:${user.id}` : `guest:${input.customer_contact}`,
        key: options.idempotencyKey,
        requestHash: sha256(JSON.stringify({ input, language })),
      }
    : null;
  const result = await db.transaction((tx) =>
    placeInTransaction({ db: tx as unknown as Db, user, input, language, settings, payments: options.payments, claim }),
  );
  if (!result.replayed && isOnlineGateway(result.gateway)) {
    // CONTRACT §6 step 3: the payment starts right after the order is stored. A gateway that is down leaves the
    // order payable later (payment_intent null; the shop offers "pay now").
    await startPayment(options, settings, result.orderId);
  }
  const order = await runGet({
    database,
    resource: orderResource,
    params: listParams(),
    ctx: { language },
    match: sql`o.id = ${result.orderId}`,
  });
  if (!result.replayed) {
    const placed: PlacedOrder = {
      trackingNumber: result.placed.trackingNumber,
      language,
      customerName: user?.name ?? input.customer_name ?? null,
      customerEmail: user?.email ?? input.customer_email ?? null,
      customerContact: input.customer_contact,
      lines: result.lines,
      figures: result.figures,
      walletCents: result.walletCents,
      gateway: result.gateway,
      deliveryTime: input.delivery_time ?? null,
      shippingAddress: input.shipping_address ?? null,
      currency: settings.currency,
      siteTitle: settings.siteTitle,
      siteUrl: options.siteUrl,
    };
    notifyOrderPlaced(placed, { mailer: options.mailer, sms: options.sms });
  }
  return { order: order!, replayed: result.replayed };
}
