import { useSetAtom } from 'jotai';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import type { PaymentGateway } from '@/shared/order-status';
import { paymentGatewayAtom, paymentSubGatewayAtom } from '@/store/checkout/checkout.atoms';
import { gatewayName } from '@/components/order/order-status';
import { offeredGateways } from './gateways';

/** The payment choice; `selected` is the state's gateway, or the first offered when that one is not offered. */
export function PaymentChoice({ selected }: { selected: PaymentGateway }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const choose = useSetAtom(paymentGatewayAtom);
  const setSubGateway = useSetAtom(paymentSubGatewayAtom);
  const gateways = offeredGateways(settings);
  const legend = t('text-payment-method');
  if (gateways.length === 0) return <p className="text-sm text-gray-600">{t('text-no-payment-method')}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{legend}</legend>
      {gateways.map((gateway) => (
        <label
          key={gateway}
          className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${gateway === selected ? 'border-accent bg-accent/5' : 'border-gray-200'}`}
        >
          <input
            type="radio"
            name="payment-gateway"
            className="h-4 w-4 accent-accent"
            checked={gateway === selected}
            onChange={() => {
              choose(gateway);
              setSubGateway('');
            }}
          />
          <span className="font-semibold text-gray-900">{gatewayName(gateway, t)}</span>
        </label>
      ))}
    </fieldset>
  );
}
