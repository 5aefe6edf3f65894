import { Button } from '@/components/ui/button';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { canRequestRefund } from './refund-rules';

/** "Request a refund" on an eligible order: opens REFUND_REQUEST with the order. Nothing otherwise. */
export function RequestRefundButton({ order, className = '' }: { order: Order; className?: string }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  if (!canRequestRefund(order)) return null;
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => openModal('REFUND_REQUEST', { orderId: order.id, trackingNumber: order.tracking_number })}
    >
      {t('text-refund-request')}
    </Button>
  );
}
