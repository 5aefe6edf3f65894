import { Link } from '@/components/ui/link';
import { AddressBook } from '@/components/address/address-book';
import { useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { EmailForm } from './email-form';
import { ProfileContact } from './profile-contact';
import { ProfileForm } from './profile-form';
import { ProfileSection } from './profile-section';

/** /profile content (inside PrivateRoute, so the user is known): profile, contact, email, address book. */
export function ProfileView() {
  const { t } = useTranslation();
  const { me } = useMe();
  if (!me) return null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t('text-profile')}</h1>
        <nav aria-label={t('text-account-menu')} className="flex gap-4 text-sm font-semibold">
          <Link href="/change-password" className="text-accent underline-offset-4 hover:underline">
            {t('text-change-password')}
          </Link>
          <Link href="/logout" className="text-gray-700 underline-offset-4 hover:underline">
            {t('text-logout')}
          </Link>
        </nav>
      </header>
      <ProfileSection id="profile-details-title" title={t('text-personal-details')}>
        {/* Keyed by account: a different sign-in starts from that account's values. */}
        <ProfileForm key={me.id} me={me} />
      </ProfileSection>
      <ProfileSection id="profile-contact-title" title={t('text-contact-number')}>
        <ProfileContact me={me} />
      </ProfileSection>
      <ProfileSection id="profile-email-title" title={t('text-email-address')}>
        <EmailForm key={`${me.id}-${me.email}`} me={me} />
      </ProfileSection>
      <ProfileSection id="profile-addresses-title" title={t('text-addresses')}>
        <AddressBook me={me} />
      </ProfileSection>
    </div>
  );
}
