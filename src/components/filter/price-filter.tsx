import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/provider';
import { type PriceInputError, priceFromInputs } from '@/shared/product-filter-edits';

interface PriceFilterProps {
  value?: [number, number];
  onApply: (price: [number, number] | undefined) => void;
}

const asText = (value?: [number, number]) => ({
  min: value ? String(value[0]) : '',
  max: value ? String(value[1]) : '',
});

/** Minimum and maximum price, checked and applied on submit (empty boxes clear the filter). */
export function PriceFilter({ value, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = value ? value.join(',') : '';
  const [shown, setShown] = useState(current);
  const [text, setText] = useState(() => asText(value));
  const [error, setError] = useState<{ message: PriceInputError; field: 'min' | 'max' } | null>(null);
  // The URL changed (back/forward, a removed chip): show its range.
  if (shown !== current) {
    setShown(current);
    setText(asText(value));
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = priceFromInputs(text.min, text.max);
    if ('error' in result) {
      setError({ message: result.error, field: result.field });
      return;
    }
    setError(null);
    onApply(result.price);
  };

  const field = (name: 'min' | 'max', label: string) => {
    const invalid = error?.field === name;
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-gray-700">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={text[name]}
          onChange={(event) => setText((s) => ({ ...s, [name]: event.target.value }))}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`h-10 w-full rounded-md border px-3 text-sm ${invalid ? 'border-red-600' : 'border-gray-300'} focus:border-accent`}
        />
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        {field('min', t('text-price-min'))}
        <span aria-hidden="true" className="pb-2 text-gray-600">
          –
        </span>
        {field('max', t('text-price-max'))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error.message)}
        </p>
      ) : null}
      <Button type="submit" variant="outline" size="sm">
        {t('text-apply')}
      </Button>
    </form>
  );
}
