import { MinusIcon } from '@/components/icons/minus-icon';
import { PlusIcon } from '@/components/icons/plus-icon';
import { useTranslation } from '@/lib/i18n/provider';

interface QuantityInputProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The item's name, for the buttons' accessible names. */
  label: string;
}

/** How many to add: − [n] + with a typed field in between, kept between 1 and `max`. */
export function QuantityInput({ value, max, onChange, label }: QuantityInputProps) {
  const { t } = useTranslation();
  const set = (next: number) => onChange(Math.min(max, Math.max(1, Math.floor(next) || 1)));
  const button =
    'flex h-full w-11 items-center justify-center text-gray-700 hover:bg-gray-100 hover:text-accent disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';
  return (
    <div className="flex h-12 items-center overflow-hidden rounded-md border border-gray-300 bg-white">
      <button
        type="button"
        className={button}
        onClick={() => set(value - 1)}
        disabled={value <= 1}
        aria-label={t('text-decrease-amount', { name: label })}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        aria-label={t('text-quantity')}
        className="h-full w-14 border-x border-gray-300 text-center text-base font-semibold text-gray-900 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label={t('text-increase-amount', { name: label })}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </div>
  );
}
