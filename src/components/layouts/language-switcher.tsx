import { useRouter } from 'next/router';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { LOCALES } from '@/config/locales';
import { useTranslation } from '@/lib/i18n/provider';

/** Switches the interface (and catalogue) language, staying on the same page. */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <label className="flex items-center gap-1 text-sm text-gray-700">
      <GlobeIcon />
      <span className="sr-only">{t('text-language')}</span>
      <select
        value={router.locale}
        onChange={(event) => {
          void router.push({ pathname: router.pathname, query: router.query }, undefined, {
            locale: event.target.value,
          });
          onSwitch?.();
        }}
        className="rounded border border-gray-300 bg-white py-1 ps-2 pe-7 text-sm"
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
