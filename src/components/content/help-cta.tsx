import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/provider';

/** The way out of the FAQ when the answer was not there. */
export function HelpCallToAction() {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="help-cta-title" className="rounded-lg border border-accent/30 bg-accent/5 p-6">
      <h2 id="help-cta-title" className="text-lg font-semibold text-gray-900">
        {t('text-still-need-help')}
      </h2>
      <p className="mt-2 text-gray-700">{t('text-still-need-help-description')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          href="/contact"
          className="inline-flex h-11 items-center rounded-md bg-accent px-5 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          {t('text-contact-us')}
        </Link>
        <Link
          href="/product-request"
          className="inline-flex h-11 items-center rounded-md border border-gray-300 bg-white px-5 text-sm font-semibold text-gray-900 hover:border-accent hover:text-accent"
        >
          {t('nav-product-request')}
        </Link>
      </div>
    </aside>
  );
}
