import type { InferType } from 'yup';
import { Textarea } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useCreateQuestion } from '@/framework/rest/community';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { QUESTION_MAX_LENGTH, questionFormSchema } from '@/shared/validation/community';
import { type ModalViewProps, useModalAction } from '@/store/ui';

/** The payload of QUESTION_FORM. */
export interface QuestionFormPayload {
  productId: number;
  shopId: number;
  productName: string;
}

type Values = InferType<typeof questionFormSchema>;

/**
 * QUESTION_FORM: a signed-in shopper asks about the product. The question shows under /questions at once and on
 * the product page once the shop answers it.
 */
export default function QuestionFormModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const { productId, shopId, productName } = data as QuestionFormPayload;
  const create = useCreateQuestion();
  const form = useApiForm({
    schema: questionFormSchema,
    defaultValues: { question: '' } as Values,
    fields: ['question'],
    onFailure: 'question',
  });
  const onSubmit = form.handleSubmit(async ({ question }) => {
    await create.mutateAsync({ question, product_id: productId, shop_id: shopId });
    void notify('success', t('text-question-sent'));
    closeModal();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('text-ask-question')}</h2>
      <p className="text-sm text-gray-700">
        <bdi>{productName}</bdi>
      </p>
      <Textarea
        id="question-text"
        label={t('text-your-question')}
        hint={t('text-question-hint', { max: QUESTION_MAX_LENGTH })}
        maxLength={QUESTION_MAX_LENGTH}
        rows={5}
        error={form.message('question')}
        {...form.register('question')}
      />
      <div className="flex gap-3">
        <Button type="submit" loading={create.isPending}>
          {t('text-submit-question')}
        </Button>
        <Button type="button" variant="ghost" onClick={closeModal} disabled={create.isPending}>
          {t('text-cancel')}
        </Button>
      </div>
    </form>
  );
}
