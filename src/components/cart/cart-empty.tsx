import { Link } from '@/components/ui/link';
import { EmptyState } from '@/components/ui/states';
import { useTranslation } from '@/lib/i18n/provider';

/** The empty cart: a short text and a way back to the shop that also closes the drawer. */
export function CartEmpty({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('text-cart-empty')}>
      <p className="text-sm">{t('text-cart-empty-hint')}</p>
      <Link
        href="/"
        onClick={close}
        className="mt-3 font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
      >
        {t('text-continue-shopping')}
      </Link>
    </EmptyState>
  );
}
