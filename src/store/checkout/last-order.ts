/**
 * The order this tab placed last, for /order-received and for a guest's order page (which needs the contact the
 * order was placed with to read it, CONTRACT §11). sessionStorage: it belongs to this tab's visit only.
 */
const LAST_ORDER_KEY = 'pickbazar-last-order';

export interface LastOrder {
  tracking_number: string;
  /** Guest orders only: the contact number the order was placed with. */
  contact?: string;
}

export function rememberLastOrder(order: LastOrder): void {
  try {
    window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // blocked storage: the order page asks a guest for the contact instead
  }
}

export function lastOrder(): LastOrder | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null') as Partial<LastOrder> | null;
    if (!saved || typeof saved.tracking_number !== 'string' || !saved.tracking_number) return null;
    return {
      tracking_number: saved.tracking_number,
      ...(typeof saved.contact === 'string' && saved.contact ? { contact: saved.contact } : {}),
    };
  } catch {
    return null;
  }
}
