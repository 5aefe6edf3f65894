import { sql } from 'drizzle-orm';
import { parseMinorUnits } from '@/shared/money';
import type { ChargeSettings, ChargeTerms } from '@/shared/order-money';
import type { Db } from '../../db/client';

/**
 * What checkout reads from the shop settings (CONTRACT §4 Settings, §10), with money in cents and rates in basis
 * points: the money rule's settings (src/shared/order-money.ts) and the rest of checkout's.
 */
export interface CheckoutSettings extends ChargeSettings {
  siteTitle: string;
  currency: string;
  minimumOrderCents: number;
  /** Wallet points per currency unit (currencyToWalletRatio); 0 switches the wallet off. */
  walletRatio: number;
  guestCheckout: boolean;
  useCashOnDelivery: boolean;
  useEnableGateway: boolean;
  /** settings.paymentGateway names, upper-cased (`stripe` → `STRIPE`). */
  gateways: Set<string>;
  /** Titles of settings.deliveryTime in English and in the order's language. */
  deliveryTimes: Set<string>;
}

type Options = Record<string, unknown>;

const bool = (value: unknown) => value === true || value === 'true' || value === 1;
const cents = (value: unknown) => parseMinorUnits(value) ?? 0;

function positiveNumber(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}

/** A class id as settings hold it ("1", 1, "" or null). */
function classId(value: unknown): number | null {
  const n = Number(value);
  return value !== null && value !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function titles(options: Options | undefined): string[] {
  const list = Array.isArray(options?.deliveryTime) ? (options.deliveryTime as { title?: unknown }[]) : [];
  return list.map((d) => d?.title).filter((t): t is string => typeof t === 'string');
}

/**
 * The checkout rules of the shop, read fresh from the database (not the settings cache): money rules must
 * follow a change at once. Money and switches come from the English row; delivery titles from both rows.
 */
export async function loadCheckoutSettings(db: Db, language: string): Promise<CheckoutSettings> {
  const result = (await db.execute(
    sql`select language, options from settings where language in ('en', ${language}, ${language.split('-')[0]!})`,
  )) as unknown as { rows: { language: string; options: Options }[] };
  const en = result.rows.find((r) => r.language === 'en')?.options ?? {};
  const local = result.rows.find((r) => r.language !== 'en')?.options;

  const taxId = classId(en.taxClass);
  const shippingId = classId(en.shippingClass);
  const classes = (await db.execute(sql`
    select (select rate from tax_classes where id = ${taxId}) as tax_rate,
           (select json_build_object('type', type, 'amount', amount) from shipping_classes where id = ${shippingId})
             as shipping`)) as unknown as { rows: { tax_rate: number | null; shipping: ChargeTerms | null }[] };
  const row = classes.rows[0];
  const gateways = Array.isArray(en.paymentGateway) ? (en.paymentGateway as { name?: unknown }[]) : [];

  return {
    siteTitle: typeof (local ?? en).siteTitle === 'string' ? String((local ?? en).siteTitle) : 'PickBazar',
    currency: typeof en.currency === 'string' ? en.currency : 'USD',
    taxRate: Math.max(0, row?.tax_rate ?? 0),
    shippingClass: row?.shipping ?? null,
    freeShipping: bool(en.freeShipping),
    freeShippingAmountCents: cents(en.freeShippingAmount),
    minimumOrderCents: cents(en.minimumOrderAmount),
    walletRatio: positiveNumber(en.currencyToWalletRatio),
    guestCheckout: bool(en.guestCheckout),
    useCashOnDelivery: bool(en.useCashOnDelivery),
    useEnableGateway: en.useEnableGateway === undefined ? true : bool(en.useEnableGateway),
    gateways: new Set(gateways.map((g) => String(g?.name ?? '').toUpperCase()).filter(Boolean)),
    deliveryTimes: new Set([...titles(en), ...titles(local)]),
  };
}
