import { useSetAtom } from 'jotai';
import { useSettings } from '@/framework/rest/settings';
import { useTranslation } from '@/lib/i18n/provider';
import { deliveryTimeAtom } from '@/store/checkout/checkout.atoms';
import type { DeliveryTime } from '@/store/checkout/checkout-state';
import { CheckoutSection } from './checkout-section';

/** The delivery schedule, one of settings.deliveryTime; the order carries its title (CONTRACT §6). */
export function ScheduleSection({ step, selected }: { step: number; selected: DeliveryTime | null }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const choose = useSetAtom(deliveryTimeAtom);
  const schedules = settings.deliveryTime ?? [];
  const title = t('text-delivery-schedule');
  return (
    <CheckoutSection step={step} title={title}>
      {schedules.length === 0 ? (
        <p className="text-gray-600">{t('text-no-delivery-schedule')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{title}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {schedules.map((schedule, index) => {
              const id = `delivery-time-${index}`;
              const checked = selected?.title === schedule.title;
              return (
                <label
                  key={schedule.title}
                  htmlFor={id}
                  className={`flex cursor-pointer items-start gap-3 rounded-md border p-4 ${checked ? 'border-accent bg-accent/5' : 'border-gray-200'}`}
                >
                  <input
                    id={id}
                    type="radio"
                    name="delivery-time"
                    checked={checked}
                    onChange={() => choose({ title: schedule.title, description: schedule.description })}
                    className="mt-1 h-4 w-4 accent-accent"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold text-gray-900">{schedule.title}</span>
                    <span className="text-sm text-gray-700">{schedule.description}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </CheckoutSection>
  );
}
