const tn = (trackingNumber: string) => encodeURIComponent(trackingNumber);

export const orderPath = (trackingNumber: string) => `/orders/${tn(trackingNumber)}`;

/** CONTRACT §6 step 3: where an order of a card gateway is paid, and where a redirect gateway's cancel_url points. */
export const paymentPath = (trackingNumber: string) => `/orders/${tn(trackingNumber)}/payment`;

/** Where a payment comes back to be confirmed (a redirect gateway's return_url). */
export const thankYouPath = (trackingNumber: string, gateway: string) =>
  `/orders/${tn(trackingNumber)}/thank-you?payment_gateway=${encodeURIComponent(gateway.toLowerCase())}`;
