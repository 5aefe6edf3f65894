import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/framework/rest/errors';
import type { SuccessResponse } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { Input } from './field';
import { type ApiForm, useApiForm } from './use-api-form';

/** What every message to the shop starts with: who sends it. */
interface Sender {
  name: string;
  email: string;
}

interface MessageFormProps<T extends Sender> {
  /** Prefix of the fields' ids: `<id>-name`, `<id>-email`, … */
  id: string;
  /** The shared schema (src/shared/validation/inbox.ts). */
  schema: ObjectSchema<T>;
  empty: T;
  /** The API's field errors shown on their fields. */
  fields: readonly FieldPath<T>[];
  /** The mutation that sends the message (its answer's message is a translation key). */
  send: Pick<UseMutationResult<SuccessResponse, ApiError, T>, 'mutateAsync' | 'isPending'>;
  submitLabel: string;
  /** The form's own fields, below the sender's name and email. */
  children: (form: ApiForm<T>) => ReactNode;
}

/**
 * A message to the shop (contact us, request a product; SPEC §8): the shared schema checks it in the browser; the
 * answer's translated message is toasted (and the form emptied); a failure is toasted, its field errors also shown
 * on their fields.
 */
export function MessageForm<T extends Sender>({
  id,
  schema,
  empty,
  fields,
  send,
  submitLabel,
  children,
}: MessageFormProps<T>) {
  const { t } = useTranslation();
  const form = useApiForm({
    schema,
    defaultValues: empty,
    fields,
    onFailure: ({ text }) => void notify('error', text),
  });
  const { register, handleSubmit, reset, message } = form;
  const onSubmit = handleSubmit(async (values) => {
    const answer = await send.mutateAsync(values);
    reset(empty);
    void notify('success', t(answer.message));
  });
  const name = 'name' as FieldPath<T>;
  const email = 'email' as FieldPath<T>;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label={t('text-name')} autoComplete="name" error={message(name)} id={`${id}-name`} {...register(name)} />
        <Input
          label={t('text-email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={message(email)}
          id={`${id}-email`}
          {...register(email)}
        />
      </div>
      {children(form)}
      <div>
        <Button type="submit" loading={send.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
