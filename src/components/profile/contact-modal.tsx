import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { type ModalViewProps, useModalAction } from '@/store/ui';
import { ContactCodeStep } from './contact-code-step';
import { ContactPhoneStep, type SentCode } from './contact-phone-step';
import type { ProfileContactPayload } from './profile-contact';

/** ADD_OR_UPDATE_PROFILE_CONTACT: a new phone number for the profile, proven by a 6-digit code. */
export default function ProfileContactModal({ data }: ModalViewProps) {
  const { t } = useTranslation();
  const { closeModal } = useModalAction();
  const initial = (data as ProfileContactPayload | undefined)?.contact ?? '';
  const [sent, setSent] = useState<SentCode | null>(null);
  // Back from the code step, the number typed before is offered again.
  const [number, setNumber] = useState(initial);
  return (
    <div className="flex flex-col gap-6 p-6 sm:p-8">
      <div>
        <h2 className="text-xl font-semibold text-gray-900">
          {t(initial ? 'text-update-contact' : 'text-add-contact')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('text-contact-helper')}</p>
      </div>
      {sent ? (
        <ContactCodeStep
          sent={sent}
          onChangeNumber={() => setSent(null)}
          onDone={(message) => {
            void notify('success', t(message || 'profile-update-successful'));
            closeModal();
          }}
        />
      ) : (
        <ContactPhoneStep
          initial={number}
          onSent={(next) => {
            setNumber(next.phoneNumber);
            setSent(next);
          }}
        />
      )}
    </div>
  );
}
