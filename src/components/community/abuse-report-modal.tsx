import type { InferType } from 'yup';
import { Textarea } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useCreateAbuseReport } from '@/framework/rest/community';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { ABUSE_MESSAGE_MAX_LENGTH, abuseReportFormSchema } from '@/shared/validation/community';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import type { AbuseReportPayload } from './report-button';

type Values = InferType<typeof abuseReportFormSchema>;

/**
 * ABUSE_REPORT: why a review (or question) is abusive. A second report of the same item is refused by the API
 * (409) and its message is shown on the form.
 */
export default function AbuseReportModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const { modelId, modelType } = data as AbuseReportPayload;
  const create = useCreateAbuseReport();
  const form = useApiForm({
    schema: abuseReportFormSchema,
    defaultValues: { message: '' } as Values,
    fields: { message: 'message', model_id: 'message' },
    onFailure: 'message',
  });
  const onSubmit = form.handleSubmit(async ({ message }) => {
    await create.mutateAsync({ model_id: modelId, model_type: modelType, message });
    void notify('success', t('text-report-sent'));
    closeModal();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-report-abuse')}</h2>
      <Textarea
        id="abuse-message"
        label={t('text-report-reason')}
        hint={t('text-report-hint', { max: ABUSE_MESSAGE_MAX_LENGTH })}
        maxLength={ABUSE_MESSAGE_MAX_LENGTH}
        rows={5}
        error={form.message('message')}
        {...form.register('message')}
      />
      <div className="flex gap-3">
        <Button type="submit" loading={create.isPending}>
          {t('text-report-send')}
        </Button>
        <Button type="button" variant="ghost" onClick={closeModal} disabled={create.isPending}>
          {t('text-cancel')}
        </Button>
      </div>
    </form>
  );
}
