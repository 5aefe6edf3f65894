import { yupResolver } from '@hookform/resolvers/yup';
import type { BaseSyntheticEvent } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { type ApiError, toApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { translateError } from './translate-error';

/** Where a message can go: a field of the form, or `root.<name>` for one the form shows above its fields. */
export type FormTarget<T extends FieldValues> = FieldPath<T> | `root.${string}`;

/** A failed submit, as `onFailure` gets it. */
export interface FormFailure {
  error: ApiError;
  /** The failure in the shopper's language (translateError), as a toast or an alert shows it. */
  text: string;
  /** Whether any of the API's field errors was put on the form. */
  placed: boolean;
}

export interface ApiFormOptions<T extends FieldValues> {
  /** The shared schema (src/shared/validation): its messages are translation keys. */
  schema: ObjectSchema<T>;
  defaultValues: T;
  /**
   * The API's field errors this form shows: a list when the API names the fields as the form does, else
   * API name → target (`root.<name>` for a message above the fields).
   */
  fields?: readonly FieldPath<T>[] | Readonly<Record<string, FormTarget<T>>>;
  /**
   * What shows the rest of a failure (SPEC §8 says it per form). By default a toast, unless field errors were
   * placed; a field name: under that field instead; a function: the form's own way (an alert above it, a toast
   * for every failure), called for every failure.
   */
  onFailure?: FieldPath<T> | ((failure: FormFailure) => void);
}

export type ApiForm<T extends FieldValues> = Omit<UseFormReturn<T>, 'handleSubmit'> & {
  /**
   * react-hook-form's handleSubmit: `send` gets the values the schema checked and output. Whatever it throws
   * (an ApiError from the API client, which also stands for a `{success: false}` answer) is shown by the form.
   */
  handleSubmit: (send: (values: T) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** The translated message to show under a field (or at a `root.<name>` target), if it has one. */
  message: (target: FormTarget<T>) => string | undefined;
};

const isList = <F>(value: readonly F[] | object): value is readonly F[] => Array.isArray(value);

/**
 * The one form idiom (STYLE §5): react-hook-form checked by a shared yup schema, a submit that calls the API, the
 * API's field errors put on their fields (the first focused) and the rest of a failure toasted (or shown where
 * `onFailure` says).
 */
export function useApiForm<T extends FieldValues>({
  schema,
  defaultValues,
  fields = [],
  onFailure,
}: ApiFormOptions<T>): ApiForm<T> {
  const { t } = useTranslation();
  // yup's inferred object type and react-hook-form's value type line up at run time; the resolver's generics do not.
  const form = useForm<T>({
    resolver: yupResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<T>,
  });

  /** Puts the API's field errors on their targets, the first message of each target only; answers whether any. */
  const place = (error: ApiError): boolean => {
    const targets = isList(fields) ? fields.map((field) => [field, field] as const) : Object.entries(fields);
    const taken = new Set<string>();
    let focused = false;
    for (const [name, target] of targets) {
      const message = error.errors?.[name]?.[0];
      if (!message || taken.has(target)) continue;
      const field = !target.startsWith('root.');
      form.setError(target, { type: 'server', message }, { shouldFocus: field && !focused });
      focused ||= field;
      taken.add(target);
    }
    return taken.size > 0;
  };

  const fail = (thrown: unknown) => {
    const error = toApiError(thrown);
    const placed = place(error);
    const text = translateError(error, t);
    if (typeof onFailure === 'function') onFailure({ error, text, placed });
    else if (placed) return;
    else if (onFailure) form.setError(onFailure, { type: 'server', message: text }, { shouldFocus: true });
    else void notify('error', text);
  };

  const handleSubmit: ApiForm<T>['handleSubmit'] = (send) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        fail(error);
      }
    });

  const message = (target: FormTarget<T>) => {
    const key = (get(form.formState.errors, target) as FieldError | undefined)?.message;
    return key ? t(key) : undefined;
  };

  return { ...form, handleSubmit, message };
}
