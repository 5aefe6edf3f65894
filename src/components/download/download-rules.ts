import type { Download } from '@/framework/rest/types';

const OFFLINE = ['CASH_ON_DELIVERY', 'CASH', 'FULL_WALLET_PAYMENT'];
const CLOSED = ['order-cancelled', 'order-refunded'];
const PAID = ['payment-success', 'payment-awaiting-for-approval'];

/**
 * CONTRACT §4 Download: "Pay now" instead of "Download" when the gateway is an online one, the order is neither
 * cancelled nor refunded, and its payment has not gone through (nor awaits approval).
 */
export function showsPayNow(download: Download): boolean {
  const order = download.order;
  if (!order) return false;
  const gateway = String(order.payment_gateway ?? '').toUpperCase();
  return (
    !OFFLINE.includes(gateway) &&
    !CLOSED.includes(String(order.order_status ?? '')) &&
    !PAID.includes(String(order.payment_status ?? ''))
  );
}

/** The file's name as the list shows it: the product (or variation's product) it was sold with, else the file. */
export function downloadTitle(download: Download): string {
  const fileable = download.file?.fileable;
  return fileable?.name ?? fileable?.product?.name ?? download.file?.file_name ?? String(download.digital_file_id);
}

/** Starts a real download of `url` in this browser: a temporary `<a download>` clicked once (CONTRACT §8). */
export function startDownload(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
