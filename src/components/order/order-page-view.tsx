import { OrderAccess } from './order-access';
import { OrderDetails } from './order-details';

/** /orders/{tracking_number} once hydrated: the order, for its owner or a guest who knows its contact. */
export function OrderPageView({ trackingNumber }: { trackingNumber: string }) {
  return (
    <OrderAccess trackingNumber={trackingNumber}>
      {(order, contact) => <OrderDetails order={order} contact={contact} />}
    </OrderAccess>
  );
}
