import { useAtom } from 'jotai';
import { Input } from '@/components/forms/field';
import { useTranslation } from '@/lib/i18n/provider';
import { customerNameAtom } from '@/store/checkout/checkout.atoms';
import { CheckoutSection } from './checkout-section';

/** A guest's name (customer_name, required for guest orders); kept with the checkout state as it is typed. */
export function GuestNameSection({ step }: { step: number }) {
  const { t } = useTranslation();
  const [name, setName] = useAtom(customerNameAtom);
  return (
    <CheckoutSection step={step} title={t('text-your-name')}>
      <Input
        id="checkout-name"
        name="customer_name"
        label={t('text-name')}
        autoComplete="name"
        maxLength={120}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    </CheckoutSection>
  );
}
