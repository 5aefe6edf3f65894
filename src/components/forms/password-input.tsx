import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/provider';
import { Field, type InputProps } from './field';

const controlClass =
  'block h-11 w-full rounded-md border bg-white ps-3 pe-20 text-sm text-gray-900 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent';

/**
 * A labelled password input with a show/hide switch, so people can check what they typed (long passphrases
 * are easier to get right that way). Works with react-hook-form's register() like Input.
 */
export function PasswordInput({ id, name, label, error, hint, optional, className = '', ref, ...rest }: InputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const controlId = id ?? name;
  return (
    <Field id={controlId} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <div className="relative">
          <input
            ref={ref}
            id={controlId}
            name={name}
            dir="ltr"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-required={optional ? undefined : true}
            aria-describedby={describedBy}
            className={`${controlClass} ${error ? 'border-red-700' : 'border-gray-300'} ${className}`}
            {...rest}
            type={visible ? 'text' : 'password'}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={controlId}
            className="absolute inset-y-1 end-1 rounded px-3 text-xs font-semibold text-gray-700 hover:bg-gray-100"
          >
            {t('text-show-password')}
          </button>
        </div>
      )}
    </Field>
  );
}
