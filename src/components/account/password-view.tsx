import { useState } from 'react';
import { useMe } from '@/framework/rest/user';
import { useTranslation } from '@/lib/i18n/provider';
import { ChangePasswordForm } from './change-password-form';
import { SetPasswordForm } from './set-password-form';

/**
 * /change-password content. Accounts made by Google or phone sign-in have no password yet (GET /me says
 * has_password false): they get the set-password form. A provider that does not say offers both, the
 * change form first.
 */
export function PasswordView() {
  const { t } = useTranslation();
  const { me } = useMe();
  const known = me?.has_password;
  const [chosen, setChosen] = useState<'change' | 'set' | null>(null);
  const mode = chosen ?? (known === false ? 'set' : 'change');
  return (
    <section aria-labelledby="password-title" className="mx-auto max-w-xl">
      <h1 id="password-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {mode === 'set' ? t('text-set-password') : t('text-change-password')}
      </h1>
      <p className="mt-2 mb-8 text-gray-700">
        {mode === 'set' ? t('text-set-password-intro') : t('text-change-password-intro')}
      </p>
      {mode === 'set' ? <SetPasswordForm onDone={() => setChosen('change')} /> : <ChangePasswordForm />}
      {known === undefined ? (
        <button
          type="button"
          onClick={() => setChosen(mode === 'set' ? 'change' : 'set')}
          className="mt-6 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {mode === 'set' ? t('text-have-password') : t('text-no-password-yet')}
        </button>
      ) : null}
    </section>
  );
}
