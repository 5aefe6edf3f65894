import { useEffect, useRef } from 'react';
import { LoadingState } from '@/components/ui/states';
import { useLogout } from '@/framework/rest/user';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useTranslation } from '@/lib/i18n/provider';

/** /logout: signs out once the page runs in the browser (SPEC §4), which then goes home. */
export function LogoutView() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    logout.mutate();
  }, [hydrated, logout]);
  return <LoadingState label={t('text-signing-out')} />;
}
