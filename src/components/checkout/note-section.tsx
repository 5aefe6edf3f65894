import { useAtom } from 'jotai';
import { Textarea } from '@/components/forms/field';
import { useTranslation } from '@/lib/i18n/provider';
import { MAX_NOTE_LENGTH } from '@/shared/validation/checkout';
import { noteAtom } from '@/store/checkout/checkout.atoms';
import { CheckoutSection } from './checkout-section';

/** A note for the shop (delivery instructions); kept with the checkout state as it is typed. */
export function NoteSection({ step }: { step: number }) {
  const { t } = useTranslation();
  const [note, setNote] = useAtom(noteAtom);
  return (
    <CheckoutSection step={step} title={t('text-order-note')}>
      <Textarea
        id="checkout-note"
        name="note"
        label={t('text-order-note-label')}
        optional
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </CheckoutSection>
  );
}
