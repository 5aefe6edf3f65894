import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n/provider';

const controlClass =
  'block w-full rounded-md border bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent';

interface FieldProps {
  id: string;
  label: string;
  /** Already translated message shown under the control. */
  error?: string;
  /** Help text under the label. */
  hint?: string;
  /** Marks the label "(optional)"; required fields carry aria-required instead. */
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error text, wired together for assistive technology. */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
        {optional ? <span className="ms-1 font-normal text-gray-600">{t('text-optional')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = Omit<FieldProps, 'children' | 'id'> & { id?: string; name: string };

export type InputProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input; works with react-hook-form's register() (ref, name, onChange, onBlur). */
export function Input({ id, name, label, error, hint, optional, className = '', ref, ...rest }: InputProps) {
  const controlId = id ?? name;
  return (
    <Field id={controlId} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <input
          ref={ref}
          id={controlId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy}
          className={`${controlClass} h-11 ${error ? 'border-red-700' : 'border-gray-300'} ${className}`}
          {...rest}
        />
      )}
    </Field>
  );
}

export type TextareaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({
  id,
  name,
  label,
  error,
  hint,
  optional,
  className = '',
  rows = 6,
  ref,
  ...rest
}: TextareaProps) {
  const controlId = id ?? name;
  return (
    <Field id={controlId} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={controlId}
          name={name}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy}
          className={`${controlClass} py-2.5 ${error ? 'border-red-700' : 'border-gray-300'} ${className}`}
          {...rest}
        />
      )}
    </Field>
  );
}
