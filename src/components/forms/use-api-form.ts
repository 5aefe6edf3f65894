import { yupResolver } from '@hookform/resolvers/yup';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import type { ApiError } from '@/framework/rest/errors';
import type { MutationResult } from '@/framework/rest/mutation';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { applyServerErrors, translateError } from './server-errors';

interface ApiFormOptions<T extends FieldValues, R extends { message: string }> {
  /** The shared schema (src/shared/validation): its messages are translation keys. */
  schema: ObjectSchema<T>;
  defaultValues: T;
  /** Fields that may receive the API's field errors. */
  fields: readonly Path<T>[];
  mutation: MutationResult<R, ApiError, T>;
}

/**
 * A form that posts to the provider (SPEC §8 pattern): validated in the browser by the shared schema, the
 * answer's translated message toasted on success (and the form cleared), the API's field errors put on their
 * fields and a translated toast on failure. `message(field)` is the translated error to show under a field.
 */
export function useApiForm<T extends FieldValues, R extends { message: string }>({
  schema,
  defaultValues,
  fields,
  mutation,
}: ApiFormOptions<T, R>) {
  const { t } = useTranslation();
  // yup's inferred object type and react-hook-form's value type line up at run time; the resolver's generics do not.
  const form = useForm<T>({
    resolver: yupResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<T>,
  });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values as T, {
      onSuccess: (data) => {
        form.reset(defaultValues);
        void notify('success', t(data.message));
      },
      onError: (error) => {
        applyServerErrors(error, fields, form.setError);
        void notify('error', translateError(error, t));
      },
    }),
  );
  const message = (field: Path<T>) => {
    const key = form.formState.errors[field]?.message;
    return typeof key === 'string' && key ? t(key) : undefined;
  };
  return { register: form.register, onSubmit, message, isPending: mutation.isPending };
}
