import { useId } from 'react';
import type { VariationOption } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import type { VariationChoice } from './use-variation-choice';
import { isValueAvailable, swatchColour } from './variation';

interface VariationPickerProps {
  options: VariationOption[] | undefined;
  choice: VariationChoice;
}

/**
 * The attribute picker of a variable product: one radio group per attribute, colours as swatches (named by
 * their value for assistive technology), other values as text chips. Values that lead to no option the shop
 * can sell with the other picks are disabled.
 */
export function VariationPicker({ options, choice }: VariationPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { groups, picked } = choice;
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.slug}>
          <legend className="mb-2 text-sm font-semibold text-gray-900">
            {group.name}
            {picked[group.slug] ? <span className="ms-2 font-normal text-gray-600">{picked[group.slug]}</span> : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {group.values.map(({ value, meta }) => {
              const colour = swatchColour(meta);
              const disabled = !isValueAvailable(options, picked, group.slug, value);
              return (
                <label
                  key={value}
                  className={disabled ? 'cursor-not-allowed' : 'cursor-pointer'}
                  title={colour ? value : undefined}
                >
                  <input
                    type="radio"
                    name={`${id}-${group.slug}`}
                    value={value}
                    checked={picked[group.slug] === value}
                    disabled={disabled}
                    onChange={() => choice.pick(group.slug, value)}
                    className="peer sr-only"
                  />
                  {colour ? (
                    <span className="relative flex h-9 w-9 items-center justify-center rounded-full border-2 border-transparent ring-1 ring-gray-300 peer-checked:border-white peer-checked:ring-2 peer-checked:ring-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-accent peer-disabled:opacity-40">
                      <span
                        className="h-full w-full rounded-full"
                        style={{ backgroundColor: colour }}
                        aria-hidden="true"
                      />
                      {disabled ? (
                        <span className="absolute h-0.5 w-10 rotate-45 bg-gray-500" aria-hidden="true" />
                      ) : null}
                      <span className="sr-only">{value}</span>
                    </span>
                  ) : (
                    <span className="flex h-9 min-w-11 items-center justify-center rounded-md border border-gray-300 px-3 text-sm font-medium text-gray-900 peer-checked:border-accent peer-checked:bg-accent peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:border-dashed peer-disabled:text-gray-400 peer-disabled:line-through peer-enabled:hover:border-accent">
                      {value}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {Object.keys(picked).length > 0 ? (
        <button
          type="button"
          onClick={choice.clear}
          className="self-start text-sm text-gray-700 underline underline-offset-2 hover:text-accent"
        >
          {t('text-clear-selection')}
        </button>
      ) : null}
    </div>
  );
}
