import { Button } from '@/components/ui/button';
import type { User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';

/** The payload of ADD_OR_UPDATE_PROFILE_CONTACT. */
export interface ProfileContactPayload {
  contact?: string | null;
}

/** The profile's phone number: shown here, changed only through the code-checked modal. */
export function ProfileContact({ me }: { me: User }) {
  const { t } = useTranslation();
  const { openModal } = useModalAction();
  const contact = me.profile?.contact;
  const payload: ProfileContactPayload = { contact };
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p dir={contact ? 'ltr' : undefined} className={contact ? 'text-gray-900' : 'text-gray-600'}>
        {contact || t('text-no-contact')}
      </p>
      <Button variant="outline" size="sm" onClick={() => openModal('ADD_OR_UPDATE_PROFILE_CONTACT', payload)}>
        {contact ? t('text-update-contact') : t('text-add-contact')}
      </Button>
    </div>
  );
}
