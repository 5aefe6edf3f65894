import { MinusIcon } from '@/components/icons/minus-icon';
import { PlusIcon } from '@/components/icons/plus-icon';
import { useTranslation } from '@/lib/i18n/provider';

interface CounterProps {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** No more can be added (stock reached). */
  disableIncrement?: boolean;
  /** Names the item for screen readers, e.g. "Honeycrisp Apples". */
  label: string;
  className?: string;
  /** Announce the new value to screen readers (off where the surrounding view announces changes itself). */
  announce?: boolean;
}

/** A quantity stepper: − value + , each button labelled for assistive technology. */
export function Counter({
  value,
  onIncrement,
  onDecrement,
  disableIncrement = false,
  label,
  className = '',
  announce = true,
}: CounterProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex h-9 items-center overflow-hidden rounded-md bg-accent text-white ${className}`}>
      <button
        type="button"
        onClick={onDecrement}
        aria-label={t('text-decrease-quantity', { name: label })}
        className="flex h-full w-9 items-center justify-center hover:bg-accent-hover"
      >
        <MinusIcon width={16} height={16} />
      </button>
      <span className="min-w-8 flex-1 text-center text-sm font-semibold" aria-live={announce ? 'polite' : undefined}>
        {value}
      </span>
      <button
        type="button"
        onClick={onIncrement}
        disabled={disableIncrement}
        aria-label={t('text-increase-quantity', { name: label })}
        className="flex h-full w-9 items-center justify-center hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
      >
        <PlusIcon width={16} height={16} />
      </button>
    </div>
  );
}
