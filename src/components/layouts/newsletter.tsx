import { Button } from '@/components/ui/button';
import { clientOnly } from '@/lib/client-only';
import { useTranslation } from '@/lib/i18n/provider';

/** The newsletter form's place while it loads: the same label, field and button, not usable yet (no layout shift). */
function NewsletterPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span className="text-sm font-semibold text-gray-900">{t('text-subscribe-newsletter')}</span>
      <div className="flex gap-2">
        <input
          type="email"
          disabled
          aria-label={t('text-subscribe-newsletter')}
          placeholder={t('text-email-placeholder')}
          className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-sm"
        />
        <Button type="button" size="sm" className="h-10" disabled>
          {t('text-subscribe')}
        </Button>
      </div>
      <p className="min-h-5 text-sm" />
    </div>
  );
}

/**
 * The footer's newsletter sign-up, loaded after the page: it is on every page, and its form (react-hook-form and
 * the shared schema, through useApiForm) would otherwise grow every page's first-load JS. clientOnly rather than
 * next/dynamic: this was the one next/dynamic in every page's first load, and its loader alone is about 1.3 kB
 * gzip.
 */
export const Newsletter = clientOnly(() => import('./newsletter-form').then((m) => m.default), NewsletterPlaceholder);
