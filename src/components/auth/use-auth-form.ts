import { yupResolver } from '@hookform/resolvers/yup';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { useTranslation } from '@/lib/i18n/provider';

/**
 * react-hook-form checked by a shared schema (src/shared/validation), whose messages are translation keys;
 * `message(field)` is the translated error to show under a field.
 */
export function useAuthForm<T extends FieldValues>(schema: ObjectSchema<T>, defaultValues: T) {
  const { t } = useTranslation();
  // yup's inferred object type and react-hook-form's value type line up at run time; the resolver's generics do not.
  const form = useForm<T>({
    resolver: yupResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<T>,
  });
  const message = (field: Path<T>) => {
    const key = form.formState.errors[field]?.message;
    return typeof key === 'string' && key ? t(key) : undefined;
  };
  return { ...form, message };
}
