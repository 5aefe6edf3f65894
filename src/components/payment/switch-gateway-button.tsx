import { Button } from '@/components/ui/button';
import { useSettings } from '@/framework/rest/settings';
import type { Order } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';
import { onlineGateways } from './payable';

/** What GATEWAY_MODAL is opened with. */
export interface GatewayModalData {
  order: Order;
  contact: string | null;
}

/** "Choose another payment method" (GATEWAY_MODAL), shown only when the settings offer another online gateway. */
export function SwitchGatewayButton({ order, contact }: GatewayModalData) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { openModal } = useModalAction();
  if (onlineGateways(settings).length < 2) return null;
  return (
    <Button variant="outline" onClick={() => openModal('GATEWAY_MODAL', { order, contact } satisfies GatewayModalData)}>
      {t('text-payment-switch-gateway')}
    </Button>
  );
}
