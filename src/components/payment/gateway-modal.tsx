import { useRouter } from 'next/router';
import { useState } from 'react';
import { mixed, object } from 'yup';
import { useApiForm } from '@/components/forms/use-api-form';
import { gatewayName } from '@/components/order/order-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSwitchGateway } from '@/framework/rest/payment';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import type { PaymentGateway } from '@/shared/order-status';
import { onlineGateways, orderGateway } from './payable';
import { paymentPath } from './payment-paths';
import type { GatewayModalData } from './switch-gateway-button';

const schema = object({ gateway: mixed<PaymentGateway>().required() });

/**
 * GATEWAY_MODAL (SPEC §2): pay an unpaid order with another of the online gateways the settings offer. The
 * switch is GET /payment-intent with recall_gateway=true (CONTRACT §6 step 4); then the payment page carries on
 * with the new gateway, as "Pay now" does.
 */
export default function GatewayModal({ data }: ModalViewProps) {
  const { order, contact } = data as GatewayModalData;
  const { t } = useTranslation();
  const router = useRouter();
  const { settings } = useSettings();
  const { closeModal } = useModalAction();
  const switchGateway = useSwitchGateway();
  const current = orderGateway(order);
  const gateways = onlineGateways(settings);
  const [error, setError] = useState<string | null>(null);
  const form = useApiForm({
    schema,
    defaultValues: { gateway: gateways.includes(current) ? current : (gateways[0] ?? current) },
    // The server's reason (an order paid meanwhile, a payment being processed) above the button, as it says it.
    onFailure: ({ error: failure }) => setError(failure.message),
  });
  const chosen = form.watch('gateway');

  const submit = form.handleSubmit(async ({ gateway }) => {
    setError(null);
    await switchGateway.mutateAsync({ trackingNumber: order.tracking_number, gateway, contact });
    closeModal();
    const target = paymentPath(order.tracking_number);
    if (router.asPath.split('?')[0] !== target) await router.push(target);
  });

  return (
    <form noValidate className="flex flex-col gap-4 p-6 sm:p-8" onSubmit={submit}>
      <h2 className="text-xl font-bold text-gray-900">{t('text-payment-switch-gateway')}</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-gray-700">{t('text-payment-switch-gateway-helper')}</legend>
        {gateways.map((gateway) => (
          <label
            key={gateway}
            className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${gateway === chosen ? 'border-accent bg-accent/5' : 'border-gray-200'}`}
          >
            <input type="radio" value={gateway} className="h-4 w-4 accent-accent" {...form.register('gateway')} />
            <span className="font-semibold text-gray-900">{gatewayName(gateway, t)}</span>
          </label>
        ))}
      </fieldset>
      {error ? <Alert variant="error">{t(error)}</Alert> : null}
      <Button type="submit" loading={switchGateway.isPending} disabled={!gateways.includes(chosen)}>
        {t('text-payment-continue')}
      </Button>
    </form>
  );
}
